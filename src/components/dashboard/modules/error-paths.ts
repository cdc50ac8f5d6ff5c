import type { FieldDraft, ModuleDraft } from './module-draft';

/**
 * Messages by control: the key is the path of the control in the draft, with every array
 * position replaced by the uid of the field or option that stood there when the draft was
 * sent (`fields.u1.options.u7.value`), so a message stays at its control after a reorder.
 */
export type ErrorMap = Record<string, string[]>;

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The uid behind one array position of a path, given the list that position indexes. */
function resolve(segments: string[], draft: ModuleDraft): string[] {
  const out: string[] = [];
  let fields: FieldDraft[] | undefined = draft.fields;
  let field: FieldDraft | undefined;
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index]!;
    const previous = segments[index - 1];
    out.push(segment);
    if (!/^\d+$/.test(segment)) continue;
    if (previous === 'fields' && fields) {
      field = fields[Number(segment)];
      if (field) out[out.length - 1] = field.uid;
      fields = field?.fields;
    } else if (previous === 'options' && field) {
      const option = field.options[Number(segment)];
      if (option) out[out.length - 1] = option.uid;
    }
  }
  return out;
}

/** Every message of a 422 tree (nested) or a 409 tree (dotted keys such as `name.en`), by control. */
export function errorMapFromTree(tree: unknown, draft: ModuleDraft): ErrorMap {
  const map: ErrorMap = {};
  const walk = (node: unknown, path: string[]) => {
    if (!isTree(node)) return;
    const messages = Array.isArray(node._errors) ? node._errors.filter((text): text is string => typeof text === 'string') : [];
    if (messages.length) {
      const key = resolve(path, draft).join('.');
      map[key] = [...(map[key] ?? []), ...messages];
    }
    for (const [key, child] of Object.entries(node)) if (key !== '_errors') walk(child, [...path, ...key.split('.')]);
  };
  walk(tree, []);
  return map;
}

/** The same message at the `type` of each top-level field named in `keys` (e.g. retyped fields with values). */
export function errorMapForFieldKeys(keys: readonly string[], draft: ModuleDraft, control: string, message: string): ErrorMap {
  return Object.fromEntries(draft.fields.filter((field) => keys.includes(field.key)).map((field) => [`fields.${field.uid}.${control}`, [message]]));
}

/** The messages at exactly one control. */
export const messagesAt = (errors: ErrorMap, path: string): string[] => errors[path] ?? [];

/** Whether a message key belongs to the control at `path`: its own, or one of its list items' (`upload_config.mime_types.2`). */
const ofControl = (key: string, path: string) => key === path || (key.startsWith(`${path}.`) && /^\d+$/.test(key.slice(path.length + 1)));

/** The messages of a control that edits a whole list, its items' included. */
export function messagesOfList(errors: ErrorMap, path: string): string[] {
  return Object.entries(errors).flatMap(([key, messages]) => (ofControl(key, path) ? messages : []));
}

/** How many messages lie at or below a path (a collapsed field shows that it needs a look). */
export function countBelow(errors: ErrorMap, path: string): number {
  return Object.entries(errors).reduce((sum, [key, messages]) => (key === path || key.startsWith(`${path}.`) ? sum + messages.length : sum), 0);
}

/** The map without the messages of a control (and of its list items, `{path}.0`); unchanged when it has none. */
export function withoutControl(errors: ErrorMap, path: string): ErrorMap {
  if (!Object.keys(errors).some((key) => ofControl(key, path))) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !ofControl(key, path)));
}
