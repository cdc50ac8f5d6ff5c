import type { Locale } from '@/i18n/locales';
import type { z } from '@/shared/schemas/zod-config';
import type { LocalizedText } from './localized';

/** Every field type a module may declare, in the order the module builder offers them. */
export const FIELD_TYPES = [
  'text', 'textarea', 'email', 'url', 'number', 'selection', 'radio', 'checkbox', 'switch', 'date', 'time',
  'editor', 'multilang_text', 'multilang_textarea', 'multilang_editor', 'file', 'image', 'video',
  'relation', 'list', 'group',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldOption {
  /** A LocalizedText in a definition; already one string once resolved for a visitor. */
  label: LocalizedText | string;
  value: string;
}

/** Uploads of file, image and video fields: what may be chosen, how large, how many. */
export interface UploadConfig {
  /** MIME types or `type/*` patterns; empty accepts the type's default family. */
  accept: string[];
  /** Bytes per file. */
  max_size: number;
  /** 1: the value is one reference; more: a list of at most this many. */
  max_files: number;
}

/** A relation points at contents of one content module. */
export interface RelationConfig {
  module: string;
  multiple: boolean;
}

/**
 * What a value schema needs of a field: the stored definition and the one resolved for a
 * visitor (labels in one language) both fit, so the browser checks exactly what the server does.
 */
export interface FieldRules {
  key: string;
  type: FieldType;
  required: boolean;
  options?: readonly FieldOption[];
  /** Length of text, value of a number, count of items (checkbox, list, group, files). */
  min?: number;
  max?: number;
  upload?: UploadConfig;
  relation?: RelationConfig;
  /** A group's sub-fields: its value is a list of objects of these. */
  fields?: readonly FieldRules[];
}

/** How a field takes part in list screens: searched as text, sorted as text or number, or not at all. */
export type SearchMode = 'text' | 'none';
export type SortMode = 'text' | 'number' | 'none';

/**
 * Where a value appears on a public content page: as its body, a line of text, links to its
 * files, links to the published items it names, a list of its rows, or not at all.
 */
export type PageDisplay = 'rich_text' | 'text' | 'link' | 'related' | 'rows' | 'none';

/** What a field's min and max count: characters of text, the value itself, or items of a list. */
export type BoundKind = 'chars' | 'value' | 'items';

/** How the module builder takes a default: a text input of this kind, a number, yes/no, one of the options. */
export type DefaultInput = 'text' | 'email' | 'url' | 'date' | 'time' | 'number' | 'boolean' | 'option';

/**
 * What a definition of the type declares besides key, label and required: the module builder's
 * panels and draft, the definition checks, the upload rules, the landing reader and the test
 * arbitraries all read it, so none of them names a type.
 */
export interface DefinitionFacet {
  /** What `min` and `max` count; null: the type takes no bounds. */
  bounds: BoundKind | null;
  /** How its default is entered; null: the type takes no default. */
  defaultInput: DefaultInput | null;
  /**
   * 'required': at least one, the value is one of them. 'optional': with options the value is a
   * list of them (bounds count its items, no default); without, a yes/no box (no bounds, a yes/no
   * default). null: the type takes no options.
   */
  options: 'required' | 'optional' | null;
  /** Its value is uploaded files, each of `family` (null: any type); null: no uploads. */
  upload: { family: `${string}/*` | null } | null;
  /** Its value names contents of the module its `relation` declares. */
  relation: boolean;
  /** Its value is rows of its own `fields`. */
  subFields: boolean;
}

export interface FieldTypeEntry {
  /** Stored as `{ en, sv, tr }`, resolved to the visitor's language on public pages. */
  localized: boolean;
  /** HTML from the editor: sanitised on the server before any page shows it. */
  richText: boolean;
  search: SearchMode;
  sort: SortMode;
  page: PageDisplay;
  /** The schema of a given (non-empty) value; `valuesOf` validates a group's rows. */
  schema(field: FieldRules, valuesOf: (fields: readonly FieldRules[]) => z.ZodType): z.ZodType;
  /** The value of an untouched form control. */
  empty(field: FieldRules): unknown;
  /** Canonical form of raw input: trimmed, with blank values as `undefined` ("not given"). */
  normalize(value: unknown): unknown;
  /** One line of plain text for table cells and summaries. */
  toText(value: unknown, field: FieldRules, locale: Locale): string;
  /**
   * The same line as people read it (public pages, dashboard cells, staff mail), where it differs
   * from toText's stored form: a date or a time in the locale's words. Exports keep toText's.
   */
  toDisplay?(value: unknown, locale: Locale): string;
  definition: DefinitionFacet;
}
