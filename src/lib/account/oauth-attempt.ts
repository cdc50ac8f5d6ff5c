import { safeRedirectPath } from '@/lib/safe-redirect';
import { OAUTH_PROVIDERS, type OAuthProvider } from '@/shared/api/account';

/**
 * What the browser remembers while it visits the provider: where to go afterwards and the
 * "remember me" choice. The provider returns to the plain sign-in page, so this cannot ride
 * in the URL; the tab's session storage outlives the round trip and nothing else.
 */
export interface OAuthReturn {
  returnTo: string;
  remember: boolean;
}

const STORAGE_KEY = 'oauth_return';

export function saveOAuthReturn(value: OAuthReturn): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    /* storage disabled: the account home and a browser session will do */
  }
}

/** Reads and forgets the saved return; the path is checked again like any redirect. */
export function takeOAuthReturn(): Partial<OAuthReturn> {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { returnTo, remember } = parsed as Record<string, unknown>;
    return { returnTo: safeRedirectPath(returnTo) ?? undefined, remember: remember === true };
  } catch {
    return {};
  }
}

/** The provider a callback belongs to: the server starts every state with `<provider>.`. */
export function providerOfState(state: string): OAuthProvider | null {
  const prefix = state.split('.', 1)[0];
  return (OAUTH_PROVIDERS as readonly string[]).includes(prefix) ? (prefix as OAuthProvider) : null;
}
