import type { AppConfig } from '@/server/config';
import { ApiError } from '@/server/services/api-error';
import type { OAuthClientSettings } from './client';
import { PROVIDERS, type OAuthProvider } from './providers';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The client of a provider: credentials from the environment (GOOGLE_CLIENT_ID, ...) or else
 * the dashboard's settings (google_client_id, ...); endpoints from the environment only
 * (OAUTH_GOOGLE_AUTH_URL, ...) or else the provider's own. 404 when not configured.
 */
export function oauthClientSettings(
  config: Pick<AppConfig, 'auth'>,
  settings: Record<string, unknown>,
  provider: OAuthProvider,
  redirectUri: string,
): OAuthClientSettings {
  const fromEnv = config.auth.oauthClients[provider];
  const clientId = fromEnv.clientId || text(settings[`${provider}_client_id`]);
  const clientSecret = fromEnv.clientSecret || text(settings[`${provider}_client_secret`]);
  if (!clientId || !clientSecret) throw new ApiError(404, 'oauth_not_configured');
  const overrides = config.auth.oauthEndpoints[provider] ?? {};
  const defaults = PROVIDERS[provider].endpoints;
  return {
    provider,
    clientId,
    clientSecret,
    redirectUri,
    endpoints: {
      authorizationUrl: overrides.authorizationUrl ?? defaults.authorizationUrl,
      tokenUrl: overrides.tokenUrl ?? defaults.tokenUrl,
      userinfoUrl: overrides.userinfoUrl ?? defaults.userinfoUrl,
    },
  };
}
