import { hashPassword, verifyPassword } from '../passwords';
import { ApiError } from '../api-error';
import { newToken } from '../tokens';
import { assertActive } from './account-status';
import type { AuthDeps, AuthRequest, AuthResult } from './context';
import { createSignInThrottle, signInSubject } from './sign-in-throttle';
import { findUserByIdentifier, loadAuthUser } from './users';

export interface Credentials {
  username: string;
  password: string;
  remember_me: boolean;
}

/**
 * Opens a new session for the user: every sign-in gets a fresh token. `oauthAccountId` names the
 * provider link signed in through, so that ending the link ends the session. A language the
 * client named becomes the user's (sign-up, sign-in and OAuth all come through here).
 */
export async function openSession(
  deps: Pick<AuthDeps, 'handle' | 'sessions'>,
  userId: number,
  remember: boolean,
  request: AuthRequest,
  oauthAccountId?: number,
): Promise<AuthResult> {
  const { token } = await deps.sessions.create(userId, { ...request.client, remember, oauthAccountId });
  if (request.statedLocale) await deps.sessions.rememberLocale(userId, request.statedLocale);
  const user = await loadAuthUser(deps.handle, userId);
  if (!user) throw new ApiError(500, 'server_error');
  return { token, user, remember };
}

/**
 * Username-or-e-mail and password sign-in. An unknown account costs the same argon2 verify
 * (against a dummy hash) and gets the same message as a wrong password, so neither the answer
 * nor its timing tells whether an account exists. The account status is only revealed to
 * someone who proved the password. Failed attempts are throttled per account and address
 * (sign-in-throttle.ts).
 */
export function createSignInService(deps: AuthDeps) {
  let dummyHash: Promise<string> | null = null;
  const dummy = () => (dummyHash ??= hashPassword(newToken()));
  void dummy();
  const throttle = createSignInThrottle(deps.config);

  return {
    async signIn(credentials: Credentials, request: AuthRequest, replacedSessionId?: number): Promise<AuthResult> {
      const user = await findUserByIdentifier(deps.handle.db, credentials.username);
      const attempt = await throttle.begin(signInSubject(user?.id, credentials.username), request.client.ip_address);
      // OAuth-only accounts have no password hash: they are checked against the dummy too.
      const passwordHash = user?.password_hash || (await dummy());
      const matches = await verifyPassword(passwordHash, credentials.password);
      if (!user || !user.password_hash || !matches) throw new ApiError(400, 'invalid_credentials');
      await attempt.succeeded();
      assertActive(user.status);
      if (replacedSessionId !== undefined) await deps.sessions.end(replacedSessionId);
      return openSession(deps, user.id, credentials.remember_me, request);
    },
  };
}
