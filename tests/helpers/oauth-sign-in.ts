import type { ApiResponse } from '@/shared/api/envelope';
import type { AuthUser } from '@/shared/types';
import { createAuthTestContext } from './accounts';
import { startFakeOAuthProvider, type FakeOAuthProvider } from './fake-oauth';
import type { TestContext } from './test-context';

export const GOOGLE = { clientId: 'google-test-client', clientSecret: 'google-test-secret' };
export const FACEBOOK = { clientId: 'facebook-test-client', clientSecret: 'facebook-test-secret' };

export type ProviderName = 'google' | 'facebook';

export interface Begun {
  url: URL;
  cookies: string;
}

/**
 * An account test context with Google (configured in the environment) and Facebook (configured
 * through the dashboard's settings) pointing at fake providers on loopback, and the calls of an
 * OAuth sign-in as a browser makes them.
 */
export interface OAuthTestKit {
  t: TestContext;
  google: FakeOAuthProvider;
  facebook: FakeOAuthProvider;
  /** GET /api/auth/oauth/{provider}: the provider URL and the attempt cookies. */
  begin(provider: string, query?: string): Promise<Begun>;
  /** POST /api/auth/oauth/{provider} with the attempt cookies. */
  complete(provider: string, payload: unknown, cookies: string, headers?: Record<string, string>): Promise<{ res: Response; body: SignedInBody }>;
  /** The whole round trip: our URL, the provider's consent as `userinfo`, our callback. */
  signInWith(provider: ProviderName, userinfo: Record<string, unknown>, headers?: Record<string, string>): Promise<{ res: Response; body: SignedInBody }>;
  close(): Promise<void>;
}

type SignedInBody = ApiResponse<{ token: string; user: AuthUser }>;

/** The attempt cookies of the first call, as a browser would send them back. */
function cookieHeader(res: Response): string {
  return res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

export async function createOAuthTestKit(): Promise<OAuthTestKit> {
  const google = await startFakeOAuthProvider({ ...GOOGLE, clientAuthentication: 'basic' });
  const facebook = await startFakeOAuthProvider({ ...FACEBOOK, clientAuthentication: 'body' });
  const t = await createAuthTestContext({
    GOOGLE_CLIENT_ID: GOOGLE.clientId,
    GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
    OAUTH_GOOGLE_AUTH_URL: google.authorizationUrl,
    OAUTH_GOOGLE_TOKEN_URL: google.tokenUrl,
    OAUTH_GOOGLE_USERINFO_URL: google.userinfoUrl,
    OAUTH_FACEBOOK_AUTH_URL: facebook.authorizationUrl,
    OAUTH_FACEBOOK_TOKEN_URL: facebook.tokenUrl,
    OAUTH_FACEBOOK_USERINFO_URL: facebook.userinfoUrl,
  });
  await t.ctx.services.settings.update({ facebook_client_id: FACEBOOK.clientId, facebook_client_secret: FACEBOOK.clientSecret });

  async function begin(provider: string, query = ''): Promise<Begun> {
    const res = await t.call(`/api/auth/oauth/${provider}${query}`);
    const body = (await res.json()) as { status: boolean; data: { url: string } };
    if (res.status !== 200) throw new Error(`begin failed: ${JSON.stringify(body)}`);
    return { url: new URL(body.data.url), cookies: cookieHeader(res) };
  }

  const complete: OAuthTestKit['complete'] = (provider, payload, cookies, headers = {}) =>
    t.callJson<{ token: string; user: AuthUser }>(`/api/auth/oauth/${provider}`, {
      json: payload,
      headers: { cookie: cookies, 'sec-fetch-site': 'same-origin', ...headers },
    });

  return {
    t,
    google,
    facebook,
    begin,
    complete,
    async signInWith(provider, userinfo, headers) {
      const started = await begin(provider);
      const fake = provider === 'google' ? google : facebook;
      const { code, state } = await fake.authorize(started.url.toString(), userinfo);
      return complete(provider, { code, state }, started.cookies, headers);
    },
    async close() {
      await t.close();
      await google.close();
      await facebook.close();
    },
  };
}
