import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { z, message } from '@/shared/schemas/zod-config';

/**
 * A slug per site locale, as the dashboard edits it: the default locale's is required, another
 * locale's is optional and, when absent, that locale's URL uses the default locale's slug
 * (`/blog/hello`, `/sv/blog/hello` until a Swedish slug `hej` gives `/sv/blog/hej`).
 */
export type LocalizedSlug = { [L in Locale]?: string } & Record<typeof defaultLocale, string>;

/** The slug each locale's URL uses: its own, else the default locale's. */
export type ResolvedSlugs = Record<Locale, string>;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One slug segment: lowercase words joined by hyphens (`hello-world`). */
export const slugSegment = (max: number) => z.string().trim().min(1).max(max).regex(SLUG_PATTERN, message('invalid_slug'));

/**
 * The per-locale slug of an API body. A plain string is the same slug in every locale; an empty
 * string for a non-default locale means "none of its own".
 */
export function localizedSlugSchema(max: number) {
  const segment = slugSegment(max);
  const optional = z.preprocess((value) => (value === '' || value === null ? undefined : value), segment.optional());
  const shape = Object.fromEntries(locales.map((code) => [code, code === defaultLocale ? segment : optional]));
  return z.preprocess(
    (value) => (typeof value === 'string' ? { [defaultLocale]: value } : value),
    z.strictObject(shape as Record<Locale, typeof segment>),
  ) as unknown as z.ZodType<LocalizedSlug, unknown>;
}

export function resolveSlugs(slug: LocalizedSlug): ResolvedSlugs {
  return Object.fromEntries(locales.map((code) => [code, slug[code] || slug[defaultLocale]])) as ResolvedSlugs;
}

/** What the database keeps: the default locale's slug in `slug`, the others' own in `slugs` (null when none). */
export function splitSlug(slug: LocalizedSlug): { slug: string; others: Partial<Record<Locale, string>> | null } {
  const others = Object.fromEntries(locales.filter((code) => code !== defaultLocale && slug[code]).map((code) => [code, slug[code]!]));
  return { slug: slug[defaultLocale], others: Object.keys(others).length ? others : null };
}

/** The inverse of splitSlug. */
export function joinSlug(slug: string, others: Partial<Record<Locale, string>> | null | undefined): LocalizedSlug {
  return { ...(others ?? {}), [defaultLocale]: slug } as LocalizedSlug;
}

/** The wire schema of a stored per-locale slug (answers). */
export const localizedSlugAnswer = z.record(z.string(), z.string());
