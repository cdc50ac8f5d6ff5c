import type { CookieCategory } from '@/shared/types';
import { z } from './zod-config';

export const COOKIE_CATEGORIES: readonly { key: CookieCategory; required: boolean }[] = [
  { key: 'necessary', required: true },
  { key: 'analytics', required: false },
  { key: 'marketing', required: false },
];

/** The categories a visitor chooses (necessary is always on): the ones the settings may offer and give scripts. */
export const OPTIONAL_COOKIE_CATEGORIES = ['analytics', 'marketing'] as const satisfies readonly CookieCategory[];

/** Most scripts one category may load. */
export const MAX_COOKIE_SCRIPTS = 10;

/**
 * Where a category's script may come from: an https address, or a path on this site. Only an
 * address: no inline code, so nothing but a `<script src>` is ever added to a page.
 */
export function isCookieScriptUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** POST /api/cookie-preferences: only the known categories, booleans, `necessary` always true. */
export const cookiePreferencesSchema = z.strictObject({
  necessary: z.literal(true),
  analytics: z.boolean().default(false),
  marketing: z.boolean().default(false),
});

export type CookiePreferencesInput = z.input<typeof cookiePreferencesSchema>;
export type SavedCookiePreferences = z.output<typeof cookiePreferencesSchema>;
