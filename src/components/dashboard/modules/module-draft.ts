import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { boundsOf, defaultInputOf, FIELD_TYPES, fieldTypes, isMultipleChoice, type FieldType, type ModuleField } from '@/shared/fields';
import type { MODULE_TYPES } from '@/shared/api/modules';
import { slugify, toAscii } from '@/shared/slugify';

/**
 * The module builder's editable copy of a module. Numbers are kept as the inputs' text until
 * the save, and every field and option carries a `uid` so drag and drop, React keys and the
 * server's error paths (`fields.2.options.0.value`) can follow it wherever it moves.
 */
export type LocaleTexts = Record<Locale, string>;

export interface OptionDraft {
  uid: string;
  value: string;
  label: LocaleTexts;
}

export interface FieldDraft {
  uid: string;
  key: string;
  type: FieldType;
  label: LocaleTexts;
  required: boolean;
  /** The default as the API holds it (a string, number or boolean); undefined: none. */
  default: unknown;
  options: OptionDraft[];
  min: string;
  max: string;
  table: { visible: boolean; sortable: boolean; searchable: boolean };
  upload: { accept: string; max_size_mb: string; max_files: string };
  relation: { module: string; multiple: boolean };
  fields: FieldDraft[];
}

export interface ModuleDraft {
  key: string;
  type: (typeof MODULE_TYPES)[number];
  name: LocaleTexts;
  slug: LocaleTexts;
  icon: string | null;
  upload: { enabled: boolean; mime_types: string; max_size_mb: string; max_files: string };
  fields: FieldDraft[];
}

/** What a module answer holds that the builder edits (the slug per locale, or one for all). */
export interface ModuleSource {
  key: string;
  type: ModuleDraft['type'];
  name: Record<string, string>;
  slug: Record<string, string> | string;
  icon: string | null;
  fields: ModuleField[];
  upload_config: { mime_types: string[]; max_size_mb: number; max_files: number } | null;
}

/** How a default is kept: as typed text (text, email, web address, date, time alike), a number, yes/no, an option, or not at all. */
function defaultKind(field: FieldDraft) {
  const input = defaultInputOf(field);
  return input === 'number' || input === 'boolean' || input === 'option' || input === null ? input : 'text';
}

let counter = 0;
export const newUid = () => `u${Date.now().toString(36)}${(counter++).toString(36)}`;

export const emptyTexts = (): LocaleTexts => Object.fromEntries(locales.map((code) => [code, ''])) as LocaleTexts;
const textsOf = (value: Record<string, string | undefined> | undefined): LocaleTexts =>
  Object.fromEntries(locales.map((code) => [code, value?.[code] ?? ''])) as LocaleTexts;

const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));
const MB = 1024 * 1024;

export function newOption(): OptionDraft {
  return { uid: newUid(), value: '', label: emptyTexts() };
}

export function newField(type: FieldType = FIELD_TYPES[0]): FieldDraft {
  return {
    uid: newUid(), key: '', type, label: emptyTexts(), required: false, default: undefined,
    options: fieldTypes[type].definition.options === 'required' ? [newOption()] : [],
    min: '', max: '',
    table: { visible: false, sortable: false, searchable: false },
    upload: { accept: '', max_size_mb: '10', max_files: '1' },
    relation: { module: '', multiple: false },
    fields: [],
  };
}

export function emptyDraft(): ModuleDraft {
  return { key: '', type: 'content', name: emptyTexts(), slug: emptyTexts(), icon: null, upload: { enabled: false, mime_types: '', max_size_mb: '10', max_files: '5' }, fields: [] };
}

function fieldDraft(field: ModuleField): FieldDraft {
  const base = newField(field.type);
  return {
    ...base,
    key: field.key,
    label: textsOf(field.label),
    required: field.required,
    default: field.default,
    options: (field.options ?? []).map((option) => ({ uid: newUid(), value: option.value, label: textsOf(option.label as Record<string, string>) })),
    min: numberText(field.min),
    max: numberText(field.max),
    table: field.table ?? base.table,
    upload: field.upload
      ? { accept: field.upload.accept.join(', '), max_size_mb: String(+(field.upload.max_size / MB).toFixed(3)), max_files: String(field.upload.max_files) }
      : base.upload,
    relation: field.relation ?? base.relation,
    fields: (field.fields ?? []).map(fieldDraft),
  };
}

export function moduleDraft(module: ModuleSource): ModuleDraft {
  const slug = typeof module.slug === 'string' ? { [defaultLocale]: module.slug } : module.slug;
  return {
    key: module.key,
    type: module.type,
    name: textsOf(module.name),
    slug: textsOf(slug),
    icon: module.icon,
    upload: module.upload_config
      ? { enabled: true, mime_types: module.upload_config.mime_types.join(', '), max_size_mb: String(module.upload_config.max_size_mb), max_files: String(module.upload_config.max_files) }
      : { ...emptyDraft().upload },
    fields: module.fields.map(fieldDraft),
  };
}

/** Texts of the locales that have one (the API leaves a missing locale out). */
const givenTexts = (texts: LocaleTexts) => Object.fromEntries(Object.entries(texts).map(([code, text]) => [code, text.trim()]).filter(([, text]) => text !== ''));

/** A number input's text as the API's number; blank and non-numbers are left out for the schema to judge. */
const numberOf = (text: string): number | undefined => (text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text));
const list = (text: string) => text.split(/[\s,]+/).map((item) => item.trim()).filter(Boolean);

/** The field as another type: what the new type cannot use is dropped, what it needs is added. */
export function retyped(field: FieldDraft, type: FieldType): FieldDraft {
  const entry = fieldTypes[type];
  const next: FieldDraft = { ...field, type };
  if (entry.definition.options === 'required' && !field.options.length) next.options = [newOption()];
  if (defaultKind(next) !== defaultKind(field)) next.default = undefined;
  next.table = { visible: field.table.visible, sortable: field.table.sortable && entry.sort !== 'none', searchable: field.table.searchable && entry.search !== 'none' };
  return next;
}

/** One field as the API takes it: only what its type uses. */
export function fieldPayload(field: FieldDraft): ModuleField {
  const entry = fieldTypes[field.type];
  const facet = entry.definition;
  const payload: ModuleField = { key: field.key.trim(), label: givenTexts(field.label), type: field.type, required: field.required };
  if (field.default !== undefined && field.default !== '') payload.default = field.default;
  if (facet.options === 'required' || isMultipleChoice(field)) {
    payload.options = field.options.map((option) => ({ value: option.value.trim(), label: givenTexts(option.label) }));
  }
  if (boundsOf(field)) {
    const min = numberOf(field.min);
    const max = numberOf(field.max);
    if (min !== undefined) payload.min = min;
    if (max !== undefined) payload.max = max;
  }
  payload.table = {
    visible: field.table.visible,
    sortable: field.table.sortable && entry.sort !== 'none',
    searchable: field.table.searchable && entry.search !== 'none',
  };
  if (facet.upload) {
    const megabytes = numberOf(field.upload.max_size_mb);
    payload.upload = {
      accept: list(field.upload.accept),
      max_size: megabytes === undefined ? Number.NaN : Math.round(megabytes * MB),
      max_files: numberOf(field.upload.max_files) ?? Number.NaN,
    };
  }
  if (facet.relation) payload.relation = { module: field.relation.module, multiple: field.relation.multiple };
  if (facet.subFields) payload.fields = field.fields.map(fieldPayload);
  return payload;
}

/** The body of POST /api/dashboard/modules (create) or, with key and type ignored, of PUT. */
export function modulePayload(draft: ModuleDraft) {
  return {
    key: draft.key.trim(),
    type: draft.type,
    name: givenTexts(draft.name),
    slug: Object.fromEntries(locales.map((code) => [code, draft.slug[code].trim()]).filter(([code, text]) => code === defaultLocale || text !== '')),
    icon: draft.icon,
    upload_config: draft.upload.enabled
      ? { mime_types: list(draft.upload.mime_types), max_size_mb: numberOf(draft.upload.max_size_mb) ?? Number.NaN, max_files: numberOf(draft.upload.max_files) ?? Number.NaN }
      : null,
    fields: draft.fields.map(fieldPayload),
  };
}

/** Moves the item at `from` to `to` (drag and drop's result). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** A field key suggested from its English label (`Header image` → `header_image`), valid for the API. */
export function keyFromLabel(label: string): string {
  const key = toAscii(label).replace(/[^a-z0-9]+/g, '_').replace(/^[^a-z]+|_+$/g, '');
  return key.slice(0, 64);
}

/** A module key or slug suggested from its English name (`Case studies` → `case-studies`, `Straße` → `strasse`). */
export function slugFromName(name: string): string {
  return slugify(name, 64);
}
