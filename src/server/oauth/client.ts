import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError, OAuth2Tokens } from 'arctic';
import type { OAuthEndpoints } from '@/server/config';
import { ApiError } from '@/server/services/api-error';
import { PROVIDERS, type OAuthProfile, type OAuthProvider } from './providers';

export interface OAuthClientSettings {
  provider: OAuthProvider;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  endpoints: OAuthEndpoints;
}

const PROVIDER_TIMEOUT_MS = 10_000;

/** The provider said no (bad or reused code, wrong verifier): the person should start again. */
const rejected = () => new ApiError(400, 'oauth_failed');
/** The provider could not be reached or answered nonsense. */
const unavailable = () => new ApiError(503, 'oauth_failed');

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the OAuth provider did not answer in time')), PROVIDER_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The provider's sign-in page for this attempt, with the PKCE challenge (S256) of `codeVerifier`. */
export function authorizationUrl(settings: OAuthClientSettings, state: string, codeVerifier: string): string {
  const client = new OAuth2Client(settings.clientId, settings.clientSecret, settings.redirectUri);
  const scopes = PROVIDERS[settings.provider].scopes;
  return client.createAuthorizationURLWithPKCE(settings.endpoints.authorizationUrl, state, CodeChallengeMethod.S256, codeVerifier, scopes).toString();
}

/** The token request with the secret in the form body, for providers that take it there. */
async function exchangeWithSecretInBody(settings: OAuthClientSettings, code: string, codeVerifier: string): Promise<OAuth2Tokens> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: settings.redirectUri,
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
    code_verifier: codeVerifier,
  });
  const response = await fetch(settings.endpoints.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const data: unknown = await response.json().catch(() => null);
  if (response.status === 400 || response.status === 401) throw rejected();
  if (!response.ok || typeof data !== 'object' || data === null) throw unavailable();
  return new OAuth2Tokens(data);
}

/** Trades the authorization code (and the PKCE verifier) for an access token. */
export async function exchangeCode(settings: OAuthClientSettings, code: string, codeVerifier: string): Promise<string> {
  try {
    const tokens = PROVIDERS[settings.provider].clientAuthentication === 'basic'
      ? await withTimeout(new OAuth2Client(settings.clientId, settings.clientSecret, settings.redirectUri)
        .validateAuthorizationCode(settings.endpoints.tokenUrl, code, codeVerifier))
      : await exchangeWithSecretInBody(settings, code, codeVerifier);
    return tokens.accessToken();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof OAuth2RequestError) throw rejected();
    console.error(`[oauth] ${settings.provider}: exchanging the code failed:`, error instanceof Error ? error.message : error);
    throw unavailable();
  }
}

/** Who signed in, from the provider's userinfo endpoint. */
export async function fetchProfile(settings: OAuthClientSettings, accessToken: string): Promise<OAuthProfile> {
  let response: Response;
  try {
    response = await fetch(settings.endpoints.userinfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    console.error(`[oauth] ${settings.provider}: fetching the profile failed:`, error instanceof Error ? error.message : error);
    throw unavailable();
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok || typeof data !== 'object' || data === null) throw unavailable();
  const profile = PROVIDERS[settings.provider].toProfile(data as Record<string, unknown>);
  if (!profile) throw unavailable();
  return profile;
}
