import type { Context } from 'hono';
import { parse as parseCookie } from 'hono/utils/cookie';
import type { ResolvedSession, SessionsService } from '@/server/services/sessions';
import { errorMessage } from '@/server/startup-error';
import { TOKEN_COOKIE } from '@/shared/shell-hints';
import type { AuthUser } from '@/shared/types';
import { statedLanguage } from './language-header';

export type CredentialSource = 'bearer' | 'cookie';
export interface Credentials {
  token: string;
  source: CredentialSource;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Who is calling, resolved lazily: a request that never asks costs no database work.
 * The token comes from `Authorization: Bearer` or else the `token` cookie.
 */
export class RequestAuth {
  #credentials: Credentials | null | undefined;
  #session: Promise<ResolvedSession | null> | undefined;
  #userId: number | null | undefined;
  #reloadStore = false;

  constructor(
    private readonly c: Context,
    private readonly sessions: SessionsService,
  ) {}

  /** The presented token and where it came from, or null for an anonymous request. */
  credentials(): Credentials | null {
    if (this.#credentials === undefined) this.#credentials = readCredentials(this.c);
    return this.#credentials;
  }

  session(): Promise<ResolvedSession | null> {
    this.#session ??= this.#resolve();
    return this.#session;
  }

  async user(): Promise<AuthUser | null> {
    return (await this.session())?.user ?? null;
  }

  /** The session's permissions changed since its last answer: this answer tells the client to re-sync. */
  reloadStore(): boolean {
    return this.#reloadStore;
  }

  /**
   * The caller's id looked up after the answer was sent (for the request log), without using up
   * a pending `reload_store` that this answer could not carry.
   */
  async userIdAfterAnswer(): Promise<number | null> {
    if (this.#session) return (await this.#session)?.user.id ?? null;
    const presented = this.credentials();
    const resolved = presented ? await this.sessions.resolve(presented.token, { keepReloadFlag: true }) : null;
    return resolved?.user.id ?? null;
  }

  /** The user id once the session was resolved (null: anonymous), undefined while not looked up. */
  resolvedUserId(): number | null | undefined {
    return this.#userId;
  }

  async #resolve(): Promise<ResolvedSession | null> {
    const presented = this.credentials();
    const resolved = presented ? await this.sessions.resolve(presented.token) : null;
    this.#userId = resolved?.user.id ?? null;
    this.#reloadStore = resolved?.reloadStore === true;
    if (resolved) this.#rememberLanguage(resolved);
    return resolved;
  }

  /**
   * A signed-in client naming another language than the user's stored one (e.g. after switching
   * it): stored in the background, the answer does not wait. The hot read of GET /api/auth leaves
   * such a request to the route, so it is noticed here.
   */
  #rememberLanguage(session: ResolvedSession): void {
    const stated = statedLanguage(this.c.req.header('x-language'));
    if (!stated || stated === session.locale) return;
    this.sessions.rememberLocale(session.user.id, stated, session)
      .catch((error: unknown) => console.error('[auth] storing a user\'s language failed:', errorMessage(error)));
  }
}

function readCredentials(c: Context): Credentials | null {
  return credentialsFrom(c.req.header('authorization'), c.req.header('cookie'));
}

/** The token of `Authorization: Bearer`, or else of the `token` cookie. */
export function credentialsFrom(authorization: string | undefined, cookieHeader: string | undefined): Credentials | null {
  const bearer = authorization?.match(BEARER);
  if (bearer) return { token: bearer[1], source: 'bearer' };
  const cookie = cookieHeader?.includes(`${TOKEN_COOKIE}=`) ? parseCookie(cookieHeader, TOKEN_COOKIE)[TOKEN_COOKIE] : undefined;
  return cookie ? { token: cookie, source: 'cookie' } : null;
}
