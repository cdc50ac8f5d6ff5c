import type { OAuthEndpoints } from '@/server/config';
import { OAUTH_PROVIDERS, type OAuthProvider } from '@/shared/api/account';

export { OAUTH_PROVIDERS, type OAuthProvider };

export function isOAuthProvider(value: string): value is OAuthProvider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/** What the application needs to know about the person a provider signed in. */
export interface OAuthProfile {
  /** The provider's stable id for the person. */
  subject: string;
  email: string | null;
  /** True only when the provider vouches that the person controls the address. */
  emailVerified: boolean;
  name: string | null;
}

export interface ProviderDefinition {
  endpoints: OAuthEndpoints;
  scopes: string[];
  /** How the token endpoint expects the client secret: HTTP Basic, or in the form body. */
  clientAuthentication: 'basic' | 'body';
  toProfile(userinfo: Record<string, unknown>): OAuthProfile | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

export const PROVIDERS: Record<OAuthProvider, ProviderDefinition> = {
  google: {
    endpoints: {
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    },
    scopes: ['openid', 'email', 'profile'],
    clientAuthentication: 'basic',
    toProfile(info) {
      const subject = text(info.sub);
      if (!subject) return null;
      return { subject, email: text(info.email)?.toLowerCase() ?? null, emailVerified: info.email_verified === true, name: text(info.name) };
    },
  },
  facebook: {
    endpoints: {
      authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
      tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
      userinfoUrl: 'https://graph.facebook.com/v19.0/me?fields=id,name,email',
    },
    scopes: ['email', 'public_profile'],
    clientAuthentication: 'body',
    toProfile(info) {
      const subject = text(info.id);
      if (!subject) return null;
      // The Graph API does not say whether the person confirmed the address, so it is never
      // trusted to link to an existing account (see services/auth/oauth-accounts.ts).
      return { subject, email: text(info.email)?.toLowerCase() ?? null, emailVerified: false, name: text(info.name) };
    },
  },
};
