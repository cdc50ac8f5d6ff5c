import { randomBytes } from 'node:crypto';
import type { DbHandle } from '@/server/db/connect';
import { cookiePreferencesSchema, type SavedCookiePreferences } from '@/shared/schemas/cookie-preferences';
import type { OfferedCookieCategory } from '@/shared/types';
import { offeredPreferences } from './constants-builder';
import type { ServiceDeps } from './deps';

/** The random id that identifies a visitor's consent record (kept in an HttpOnly cookie). */
export function newVisitorId(): string {
  return randomBytes(24).toString('base64url');
}

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{32}$/.test(value);
}

export interface CookieConsentInput {
  visitorId: string;
  userId: number | null;
  ip: string | null;
  userAgent: string | null;
  preferences: SavedCookiePreferences;
  /** The categories the settings offer now: a consent to any other is stored as refused. */
  offered: OfferedCookieCategory[];
}

export async function findCookiePreferences({ db, json }: DbHandle, visitorId: string): Promise<SavedCookiePreferences | null> {
  const row = await db.selectFrom('cookie_consents').select('preferences').where('visitor_id', '=', visitorId).executeTakeFirst();
  if (!row) return null;
  const parsed = cookiePreferencesSchema.safeParse(json.read(row.preferences));
  return parsed.success ? parsed.data : null;
}

export function createCookieConsentService({ handle }: ServiceDeps) {
  const { db, json } = handle;
  return {
    find: (visitorId: string) => findCookiePreferences(handle, visitorId),

    /** Creates or replaces the visitor's record; a known user id is kept when they save signed out. */
    async save({ visitorId, userId, ip, userAgent, preferences: chosen, offered }: CookieConsentInput): Promise<SavedCookiePreferences> {
      const preferences = offeredPreferences(chosen, offered);
      const now = new Date().toISOString();
      const encoded = json.write(preferences);
      const userAgentText = userAgent?.slice(0, 512) ?? null;
      await db.insertInto('cookie_consents')
        .values({ visitor_id: visitorId, user_id: userId, preferences: encoded, ip_address: ip, user_agent: userAgentText, updated_at: now })
        .onConflict((conflict) => conflict.column('visitor_id').doUpdateSet({
          preferences: encoded,
          ip_address: ip,
          user_agent: userAgentText,
          updated_at: now,
          ...(userId !== null ? { user_id: userId } : {}),
        }))
        .execute();
      return preferences;
    },

    /** Withdraws the visitor's consent: their record is gone, so they are asked again. */
    async withdraw(visitorId: string): Promise<void> {
      await db.deleteFrom('cookie_consents').where('visitor_id', '=', visitorId).execute();
    },
  };
}

export type CookieConsentService = ReturnType<typeof createCookieConsentService>;
