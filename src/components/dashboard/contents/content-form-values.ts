import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { CONTENT_STATUSES, type ContentCreateInput, type DashboardContent } from '@/shared/api/contents';
import { fieldTypes, htmlToText, isPlainObject, type ModuleField } from '@/shared/fields';

export type PerLocale = Record<Locale, string>;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** What the editor holds: every per-locale text in every locale (empty when unset), the fields' stored values as they are. */
export interface ContentFormValues {
  title: PerLocale;
  /** A locale's empty slug uses the default locale's on the public site. */
  slug: PerLocale;
  header: PerLocale;
  header_image: string | null;
  content: Record<string, unknown>;
  status: ContentStatus;
}

const perLocale = (value: Record<string, string> | null | undefined): PerLocale =>
  Object.fromEntries(locales.map((code) => [code, value?.[code] ?? ''])) as PerLocale;

/** The form of a saved item, or of a new one (its fields at their defaults, a draft). */
export function formValuesOf(content: DashboardContent | null, fields: readonly ModuleField[]): ContentFormValues {
  if (content) {
    return {
      title: perLocale(content.title),
      slug: perLocale(content.slug),
      header: perLocale(content.header),
      header_image: content.header_image,
      content: content.content,
      status: content.status,
    };
  }
  const defaults = Object.fromEntries(fields.filter((field) => field.default !== undefined).map((field) => [field.key, field.default]));
  return { title: perLocale(null), slug: perLocale(null), header: perLocale(null), header_image: null, content: defaults, status: 'draft' };
}

/** The default locale's text always (so a missing one is the server's "required" at `title.en`), the others when given. */
const given = (texts: PerLocale) => Object.fromEntries(
  locales.filter((code) => code === defaultLocale || texts[code].trim() !== '').map((code) => [code, texts[code]]),
) as ContentCreateInput['title'];

/**
 * The body of POST (and, with `version`, PUT) for these values. `content` holds the module's
 * fields only: values a removed field left behind are not sent back (the server refuses keys
 * the module no longer has).
 */
export function payloadOf(values: ContentFormValues, fields: readonly ModuleField[]): ContentCreateInput {
  const header = given(values.header);
  const hasHeader = locales.some((code) => values.header[code].trim() !== '');
  return {
    title: given(values.title),
    slug: given(values.slug) as ContentCreateInput['slug'],
    header: hasHeader ? header : null,
    header_image: values.header_image?.trim() ? values.header_image.trim() : null,
    content: Object.fromEntries(fields.filter((field) => field.key in values.content).map((field) => [field.key, values.content[field.key]])),
    status: values.status,
  };
}

/**
 * What a save would store, as text to compare: trimmed, blanks and untouched languages left
 * out as the server's normalising does. A control writing back an empty or re-formatted value
 * (e.g. an editor mounting) is then no unsaved change.
 */
export function savedForm(values: ContentFormValues, fields: readonly ModuleField[]): string {
  const payload = payloadOf(values, fields);
  const texts = (value: Record<string, string> | null) => value && Object.fromEntries(Object.entries(value).map(([code, text]) => [code, text.trim()]).filter(([, text]) => text !== ''));
  const content = Object.fromEntries(fields.map((field) => [field.key, fieldTypes[field.type].normalize(values.content[field.key])]).filter(([, value]) => value !== undefined));
  return JSON.stringify({ ...payload, title: texts(payload.title), slug: texts(payload.slug), header: texts(payload.header), content });
}

function isBlank(value: unknown, richText: boolean): boolean {
  if (typeof value !== 'string') return true;
  return (richText ? htmlToText(value) : value.trim()) === '';
}

/**
 * The locales still missing a translation: a per-locale text (title, header or a per-locale
 * field) written in another locale but empty here, and the default locale while its required
 * title is empty. A slug left empty is not missing: that locale uses the default locale's.
 */
export function emptyLocales(values: ContentFormValues, fields: readonly ModuleField[]): Set<Locale> {
  const localized = fields.filter((field) => fieldTypes[field.type].localized);
  const texts: ((code: Locale) => boolean)[] = [
    (code) => values.title[code].trim() === '',
    (code) => values.header[code].trim() === '',
    ...localized.map((field) => (code: Locale) => {
      const value = values.content[field.key];
      return isBlank(isPlainObject(value) ? value[code] : undefined, fieldTypes[field.type].richText);
    }),
  ];
  const missing = (code: Locale) => texts.some((blank) => blank(code) && locales.some((other) => !blank(other)));
  return new Set(locales.filter((code) => missing(code) || (code === defaultLocale && texts[0](code))));
}
