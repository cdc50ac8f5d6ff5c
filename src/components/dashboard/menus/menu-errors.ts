import type { MenuItem } from '@/shared/api/menus';

/** Messages per control of one item: `label.en`, `url`, `roles`…; `''` holds the item's own. */
export type ItemErrors = Record<string, string[]>;

export interface MenuErrors {
  /** The menu's own fields (`name`, `areas`, `key`), and `items` for the tree as a whole (too deep, too many). */
  menu: Record<string, string[]>;
  /** By item id. */
  items: Record<string, ItemErrors>;
}

export const NO_ERRORS: MenuErrors = { menu: {}, items: {} };

type Tree = { _errors?: unknown } & Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);
const messagesOf = (node: Tree): string[] => (Array.isArray(node._errors) ? node._errors.filter((text): text is string => typeof text === 'string') : []);

function add(target: Record<string, string[]>, key: string, messages: string[]) {
  if (messages.length) target[key] = [...(target[key] ?? []), ...messages];
}

/** Every message of a node and its descendants, keyed by their dotted path below it. */
function collect(node: Tree, path: string[], into: ItemErrors) {
  add(into, path.join('.'), messagesOf(node));
  for (const [key, child] of Object.entries(node)) {
    if (key !== '_errors' && isTree(child)) collect(child, [...path, key], into);
  }
}

function walkItems(node: Tree, items: readonly MenuItem[], found: MenuErrors) {
  for (const [key, child] of Object.entries(node)) {
    const item = /^\d+$/.test(key) ? items[Number(key)] : undefined;
    if (!item || !isTree(child)) continue;
    const own: ItemErrors = {};
    add(own, '', messagesOf(child));
    for (const [field, below] of Object.entries(child)) {
      if (field === '_errors' || !isTree(below)) continue;
      if (field === 'children') {
        add(own, '', messagesOf(below));
        walkItems(below, item.children ?? [], found);
      } else collect(below, [field], own);
    }
    if (Object.keys(own).length) found.items[item.id] = own;
  }
}

/**
 * A zod error tree (a 422 answer, or the browser's own check of the same schema) laid onto the
 * draft: paths like `items.3.children.0.url` become the message of the `url` control of that item.
 */
export function menuErrorsFromTree(tree: unknown, items: readonly MenuItem[]): MenuErrors {
  const found: MenuErrors = { menu: {}, items: {} };
  if (!isTree(tree)) return found;
  add(found.menu, '', messagesOf(tree));
  for (const [key, node] of Object.entries(tree)) {
    if (key === '_errors' || !isTree(node)) continue;
    if (key === 'items') {
      add(found.menu, 'items', messagesOf(node));
      walkItems(node, items, found);
    } else {
      const below: ItemErrors = {};
      collect(node, [], below);
      add(found.menu, key, Object.values(below).flat());
    }
  }
  return found;
}

export function hasErrors(errors: MenuErrors): boolean {
  return Object.keys(errors.menu).length > 0 || Object.keys(errors.items).length > 0;
}

/** The errors without one item's control (once its value changes). */
export function withoutItemError(errors: MenuErrors, id: string, control: string): MenuErrors {
  const own = errors.items[id];
  if (!own?.[control]) return errors;
  const rest = Object.fromEntries(Object.entries(own).filter(([key]) => key !== control));
  const items = { ...errors.items };
  if (Object.keys(rest).length) items[id] = rest;
  else delete items[id];
  return { ...errors, items };
}
