/**
 * The field-type registry: one entry per type (value schema, per-locale or not, rich text or
 * not, search and sort, plain text, what a definition of it declares) and the one definition
 * of a module field. Public forms, the forms API, the public pages and the module builder read
 * field rules from here only; the React controls live in `components/fields`, keyed by the
 * same `FieldType`.
 */
export { FIELD_TYPES, type BoundKind, type DefaultInput, type DefinitionFacet, type FieldOption, type FieldRules, type FieldType, type FieldTypeEntry, type PageDisplay, type RelationConfig, type SearchMode, type SortMode, type UploadConfig } from './types';
export { fieldDisplayText, fieldText, fieldType, fieldTypes, valueSchema, valuesSchema } from './registry';
export { moduleFieldSchema, moduleFieldsSchema, type ModuleField } from './definition';
export { boundsOf, defaultInputOf, definitionOf, isMultipleChoice } from './definition-facet';
export { htmlToText } from './text';
export { mediaReference } from './media';
export { normalizeBlank } from './base';
export { isPlainObject, localizedText, type LocalizedText } from './localized';
