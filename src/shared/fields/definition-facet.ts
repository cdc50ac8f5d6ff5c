import { fieldTypes } from './registry';
import type { BoundKind, DefaultInput, DefinitionFacet, FieldRules } from './types';

/** What a definition of the field's type declares besides key, label and required. */
export const definitionOf = (field: Pick<FieldRules, 'type'>): DefinitionFacet => fieldTypes[field.type].definition;

type WithOptions = Pick<FieldRules, 'type' | 'options'>;

/** A field whose options make its value a list of them (a checkbox with options). */
export const isMultipleChoice = (field: WithOptions): boolean => definitionOf(field).options === 'optional' && (field.options?.length ?? 0) > 0;

/** What this field's min and max count, or null when it takes none (a yes/no box takes none). */
export function boundsOf(field: WithOptions): BoundKind | null {
  const facet = definitionOf(field);
  return facet.options === 'optional' && !isMultipleChoice(field) ? null : facet.bounds;
}

/** How this field's default is entered, or null when it takes none (a multiple choice takes none). */
export const defaultInputOf = (field: WithOptions): DefaultInput | null => (isMultipleChoice(field) ? null : definitionOf(field).defaultInput);
