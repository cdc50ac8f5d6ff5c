import { generateCodeVerifier, generateState } from 'arctic';
import { authorizationUrl, exchangeCode, fetchProfile } from '@/server/oauth/client';
import { oauthClientSettings } from '@/server/oauth/configuration';
import { isOAuthProvider, type OAuthProvider } from '@/server/oauth/providers';
import { sitePathSchema } from '@/shared/schemas/auth';
import { ApiError } from '../api-error';
import { constantTimeEqual } from '../tokens';
import type { AuthDeps, AuthRequest, AuthResult } from './context';
import type { createOAuthAccountsService } from './oauth-accounts';

/** What the browser keeps (in short-lived HttpOnly cookies) between the two calls of a sign-in. */
export interface OAuthAttempt {
  state: string;
  codeVerifier: string;
  redirectPath: string;
}

export interface OAuthCallback {
  code: string;
  state: string;
  remember_me: boolean;
}

/** Where the provider sends the person back when the client names no page: the sign-in page. */
export const DEFAULT_OAUTH_REDIRECT_PATH = '/auth/sign-in';

function knownProvider(provider: string): OAuthProvider {
  if (!isOAuthProvider(provider)) throw new ApiError(404, 'oauth_not_configured');
  return provider;
}

/**
 * The authorization code flow with PKCE, in two calls. `begin` makes the provider's URL and the
 * attempt (state, code verifier, return page) for the client to keep; `complete` checks the
 * returned state against the attempt, trades the code for a token, reads the profile and signs
 * the person in. The state starts with the provider's name, so the return page knows which
 * provider to complete with.
 */
export function createOAuthSignInService(deps: AuthDeps, accounts: ReturnType<typeof createOAuthAccountsService>) {
  const clientFor = async (provider: OAuthProvider, redirectPath: string) =>
    oauthClientSettings(deps.config, await deps.settings.getAll(), provider, `${deps.config.publicUrl}${redirectPath}`);

  return {
    async begin(providerName: string, redirectPath: string): Promise<{ url: string; attempt: OAuthAttempt }> {
      const provider = knownProvider(providerName);
      const client = await clientFor(provider, redirectPath);
      const attempt = { state: `${provider}.${generateState()}`, codeVerifier: generateCodeVerifier(), redirectPath };
      return { url: authorizationUrl(client, attempt.state, attempt.codeVerifier), attempt };
    },

    async complete(providerName: string, callback: OAuthCallback, attempt: Partial<OAuthAttempt>, request: AuthRequest): Promise<AuthResult> {
      const provider = knownProvider(providerName);
      const redirectPath = sitePathSchema.safeParse(attempt.redirectPath);
      const stateMatches = typeof attempt.state === 'string' && constantTimeEqual(attempt.state, callback.state);
      if (!stateMatches || !callback.state.startsWith(`${provider}.`) || !attempt.codeVerifier || !redirectPath.success) {
        throw new ApiError(400, 'oauth_state_invalid');
      }
      const client = await clientFor(provider, redirectPath.data);
      const accessToken = await exchangeCode(client, callback.code, attempt.codeVerifier);
      const profile = await fetchProfile(client, accessToken);
      return accounts.signIn(provider, profile, callback.remember_me, request);
    },
  };
}
