import { MENU_MAX_DEPTH, type MenuItem } from '@/shared/api/menus';

/**
 * The editor's moves on a menu's item tree. Every operation returns a new tree (the input is
 * not changed), or null when the move is not possible: no item with that id, nowhere to go
 * (the first item moving up), or a result deeper than MENU_MAX_DEPTH.
 */
export type MenuTree = MenuItem[];

/** Where an item sits: indexes from the top level down to it. */
export type TreePath = number[];

export function findPath(items: readonly MenuItem[], id: string): TreePath | null {
  for (const [index, item] of items.entries()) {
    if (item.id === id) return [index];
    const below = findPath(item.children ?? [], id);
    if (below) return [index, ...below];
  }
  return null;
}

export function itemAt(items: readonly MenuItem[], path: TreePath): MenuItem | undefined {
  let level: readonly MenuItem[] = items;
  let found: MenuItem | undefined;
  for (const index of path) {
    found = level[index];
    if (!found) return undefined;
    level = found.children ?? [];
  }
  return found;
}

export function findItem(items: readonly MenuItem[], id: string): MenuItem | undefined {
  const path = findPath(items, id);
  return path ? itemAt(items, path) : undefined;
}

/** Levels of an item and everything under it (1 for an item without children). */
export function heightOf(item: MenuItem): number {
  return 1 + Math.max(0, ...(item.children ?? []).map(heightOf));
}

export function countItems(items: readonly MenuItem[]): number {
  return items.reduce((sum, item) => sum + 1 + countItems(item.children ?? []), 0);
}

/** The tree with the sibling list at `parentPath` ([] = top level) replaced by `change(siblings)`. */
function withSiblings(items: readonly MenuItem[], parentPath: TreePath, change: (siblings: MenuItem[]) => MenuItem[]): MenuTree {
  if (!parentPath.length) return change([...items]);
  const [head, ...rest] = parentPath;
  return items.map((item, index) => (index === head ? { ...item, children: withSiblings(item.children ?? [], rest, change) } : item));
}

const childrenOrNone = (children: MenuItem[]): MenuItem[] | undefined => (children.length ? children : undefined);

/** The tree without the item at `path`, and that item. */
function takeAt(items: readonly MenuItem[], path: TreePath): [MenuTree, MenuItem] {
  const taken = itemAt(items, path)!;
  const parentPath = path.slice(0, -1);
  const index = path[path.length - 1]!;
  const tree = withSiblings(items, parentPath, (siblings) => siblings.filter((_, at) => at !== index));
  return [parentPath.length ? tidy(tree, parentPath) : tree, taken];
}

/** An item left without children keeps no empty `children` list. */
function tidy(items: MenuTree, path: TreePath): MenuTree {
  const parentPath = path.slice(0, -1);
  const index = path[path.length - 1]!;
  return withSiblings(items, parentPath, (siblings) => siblings.map((item, at) => (at === index ? { ...item, children: childrenOrNone(item.children ?? []) } : item)));
}

function insertAt(items: readonly MenuItem[], parentPath: TreePath, index: number, item: MenuItem): MenuTree {
  return withSiblings(items, parentPath, (siblings) => [...siblings.slice(0, index), item, ...siblings.slice(index)]);
}

/** Swaps the item with its previous (`-1`) or next (`+1`) sibling. */
function shift(items: readonly MenuItem[], id: string, step: -1 | 1): MenuTree | null {
  const path = findPath(items, id);
  if (!path) return null;
  const parentPath = path.slice(0, -1);
  const index = path[path.length - 1]!;
  const siblings = parentPath.length ? itemAt(items, parentPath)!.children ?? [] : items;
  const target = index + step;
  if (target < 0 || target >= siblings.length) return null;
  return withSiblings(items, parentPath, (list) => {
    [list[index], list[target]] = [list[target]!, list[index]!];
    return list;
  });
}

export const moveUp = (items: readonly MenuItem[], id: string) => shift(items, id, -1);
export const moveDown = (items: readonly MenuItem[], id: string) => shift(items, id, 1);

/** The item becomes the last child of its previous sibling. */
export function indent(items: readonly MenuItem[], id: string): MenuTree | null {
  const path = findPath(items, id);
  if (!path) return null;
  const index = path[path.length - 1]!;
  if (index === 0) return null;
  const item = itemAt(items, path)!;
  // One level deeper: its deepest descendant must still fit.
  if (path.length + heightOf(item) > MENU_MAX_DEPTH) return null;
  const parentPath = [...path.slice(0, -1), index - 1];
  const [without] = takeAt(items, path);
  const newParent = itemAt(without, parentPath)!;
  return insertAt(without, parentPath, newParent.children?.length ?? 0, item);
}

/** The item leaves its parent and follows it, one level up. */
export function outdent(items: readonly MenuItem[], id: string): MenuTree | null {
  const path = findPath(items, id);
  if (!path || path.length < 2) return null;
  const parentPath = path.slice(0, -1);
  const [without, item] = takeAt(items, path);
  const grandParentPath = parentPath.slice(0, -1);
  return insertAt(without, grandParentPath, parentPath[parentPath.length - 1]! + 1, item);
}

/**
 * Moves the item to `index` among the children of `parentId` (null: the top level), the index
 * counted in the list as it is before the move. Refused into its own subtree or past the depth limit.
 */
export function moveTo(items: readonly MenuItem[], id: string, parentId: string | null, index: number): MenuTree | null {
  const path = findPath(items, id);
  if (!path) return null;
  const item = itemAt(items, path)!;
  if (parentId !== null && (parentId === id || findItem(item.children ?? [], parentId))) return null;
  const parentPath = parentId === null ? [] : findPath(items, parentId);
  if (!parentPath) return null;
  if (parentPath.length + heightOf(item) > MENU_MAX_DEPTH) return null;
  const samePlace = path.slice(0, -1).join('/') === parentPath.join('/');
  const from = path[path.length - 1]!;
  const [without] = takeAt(items, path);
  const target = samePlace && from < index ? index - 1 : index;
  // Removing the item may shift the new parent's path when it followed the item's old place.
  const newParentPath = parentId === null ? [] : findPath(without, parentId)!;
  const siblings = newParentPath.length ? itemAt(without, newParentPath)!.children ?? [] : without;
  return insertAt(without, newParentPath, Math.max(0, Math.min(target, siblings.length)), item);
}

/** The tree with the item `id` replaced by `next` (its children kept as the tree has them). */
export function replaceItem(items: readonly MenuItem[], id: string, next: MenuItem): MenuTree {
  const path = findPath(items, id);
  if (!path) return [...items];
  const index = path[path.length - 1]!;
  return withSiblings(items, path.slice(0, -1), (siblings) => siblings.map((item, at) => (at === index ? { ...next, children: item.children } : item)));
}

export function removeItem(items: readonly MenuItem[], id: string): MenuTree | null {
  const path = findPath(items, id);
  return path ? takeAt(items, path)[0] : null;
}

/** The item with every id in it (its own and its descendants') replaced by `newId()`. */
export function withNewIds(item: MenuItem, newId: () => string): MenuItem {
  return { ...item, id: newId(), children: item.children?.map((child) => withNewIds(child, newId)) };
}

/** A copy of the item and its subtree, new ids, placed right after it. */
export function duplicate(items: readonly MenuItem[], id: string, newId: () => string): MenuTree | null {
  const path = findPath(items, id);
  if (!path) return null;
  const copy = withNewIds(itemAt(items, path)!, newId);
  return insertAt(items, path.slice(0, -1), path[path.length - 1]! + 1, copy);
}

/** Adds `item` last at the top level, or last under `parentId` when that leaves it within the depth limit. */
export function appendItem(items: readonly MenuItem[], item: MenuItem, parentId: string | null = null): MenuTree | null {
  if (parentId === null) return [...items, item];
  const parentPath = findPath(items, parentId);
  if (!parentPath || parentPath.length + heightOf(item) > MENU_MAX_DEPTH) return null;
  return insertAt(items, parentPath, itemAt(items, parentPath)!.children?.length ?? 0, item);
}

/** Where an item is, for announcements: 1-based position among its siblings, their count, and its parent. */
export function placeOf(items: readonly MenuItem[], id: string): { position: number; total: number; parent: MenuItem | null; depth: number } | null {
  const path = findPath(items, id);
  if (!path) return null;
  const parentPath = path.slice(0, -1);
  const parent = parentPath.length ? itemAt(items, parentPath)! : null;
  return { position: path[path.length - 1]! + 1, total: (parent ? parent.children ?? [] : items).length, parent, depth: path.length };
}

/** What each move would do now, to enable the controls that can act. */
export function possibleMoves(items: readonly MenuItem[], id: string) {
  return {
    up: moveUp(items, id) !== null,
    down: moveDown(items, id) !== null,
    indent: indent(items, id) !== null,
    outdent: outdent(items, id) !== null,
  };
}

/** A fresh item id (ids only have to be unique within one menu; 64 characters at most). */
export function newItemId(): string {
  return `i${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}
