import type { CookieCategory } from '@/shared/types';
import { z } from './zod-config';

export const COOKIE_CATEGORIES: readonly { key: CookieCategory; required: boolean }[] = [
  { key: 'necessary', required: true },
  { key: 'analytics', required: false },
  { key: 'marketing', required: false },
];

/** POST /api/cookie-preferences: only the known categories, booleans, `necessary` always true. */
export const cookiePreferencesSchema = z.strictObject({
  necessary: z.literal(true),
  analytics: z.boolean().default(false),
  marketing: z.boolean().default(false),
});

export type CookiePreferencesInput = z.input<typeof cookiePreferencesSchema>;
export type SavedCookiePreferences = z.output<typeof cookiePreferencesSchema>;
