/** Turns a zod `_errors` tree (422 answers) into readable lines (spec §8, handling). */
export interface ErrorLabels {
  /** Display name of a field key (a form's own label, `base.<field>`, or the key itself). */
  field(key: string): string;
  /** Display name of a language code, or null when the segment is not a language. */
  language(code: string): string | null;
}

type Tree = { _errors?: unknown } & Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messagesOf(node: Tree): string[] {
  return Array.isArray(node._errors) ? node._errors.filter((message): message is string => typeof message === 'string') : [];
}

/**
 * `field label (parent, row numbers, language): messages` for every node with messages,
 * e.g. `Title (English): Required field` or `Name (Items, 2): Too short`.
 */
export function formatErrorPath(path: string[], messages: string[], labels: ErrorLabels): string {
  const text = messages.join(', ');
  if (path.length === 0) return text;
  const names: string[] = [];
  const rows: string[] = [];
  let language: string | null = null;
  path.forEach((segment, index) => {
    const isLast = index === path.length - 1;
    const languageName = isLast && names.length > 0 ? labels.language(segment) : null;
    if (languageName) language = languageName;
    else if (/^\d+$/.test(segment)) rows.push(String(Number(segment) + 1));
    else names.push(segment);
  });
  const field = names.pop();
  const context = [...names.map((name) => labels.field(name)), ...rows, ...(language ? [language] : [])];
  const label = field ? labels.field(field) : context.shift() ?? '';
  return `${label}${context.length ? ` (${context.join(', ')})` : ''}: ${text}`;
}

export function flattenErrorTree(tree: unknown, labels: ErrorLabels): string[] {
  const lines: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!isTree(node)) return;
    const messages = messagesOf(node);
    if (messages.length) lines.push(formatErrorPath(path, messages, labels));
    for (const [key, child] of Object.entries(node)) {
      if (key !== '_errors') walk(child, [...path, key]);
    }
  };
  walk(tree, []);
  return lines;
}

/** The messages for one top-level field of a tree, for showing under its input. */
export function fieldMessages(tree: unknown, key: string): string[] {
  if (!isTree(tree)) return [];
  const node = tree[key];
  if (!isTree(node)) return [];
  const own = messagesOf(node);
  const nested = Object.entries(node).filter(([child]) => child !== '_errors').flatMap(([child]) => fieldMessages(node, child));
  return [...own, ...nested];
}

/** The tree without the given top-level fields: what a form cannot show under its own inputs. */
export function withoutFields(tree: unknown, keys: readonly string[]): unknown {
  if (!isTree(tree)) return tree;
  return Object.fromEntries(Object.entries(tree).filter(([key]) => !keys.includes(key)));
}
