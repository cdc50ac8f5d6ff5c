import { describe, expect, it } from 'vitest';
import {
  appendItem, countItems, duplicate, findItem, indent, moveDown, moveTo, moveUp, outdent, placeOf, possibleMoves, removeItem,
} from '@/components/dashboard/menus/menu-tree';
import { MENU_MAX_DEPTH, menuItemsSchema, type MenuItem } from '@/shared/api/menus';

const item = (id: string, children?: MenuItem[]): MenuItem => ({
  id, label: { en: id }, type: 'page', page: 'index', open_new_page: false, visibility: 'anyone', ...(children ? { children } : {}),
});

/** The tree as `id(child,child)` text, to compare shapes at a glance. */
const shape = (items: readonly MenuItem[] | null): string | null =>
  items === null ? null : items.map((entry) => (entry.children?.length ? `${entry.id}(${shape(entry.children)})` : entry.id)).join(',');

/** A chain a > a1 > a2 … `levels` deep. */
function chain(levels: number, prefix = 'c'): MenuItem {
  let node = item(`${prefix}${levels}`);
  for (let level = levels - 1; level >= 1; level--) node = item(`${prefix}${level}`, [node]);
  return node;
}

const tree = (): MenuItem[] => [item('home'), item('about', [item('team'), item('history')]), item('blog')];

describe('menu tree moves', () => {
  it('moves an item up and down among its siblings only', () => {
    expect(shape(moveUp(tree(), 'blog'))).toBe('home,blog,about(team,history)');
    expect(shape(moveDown(tree(), 'team'))).toBe('home,about(history,team),blog');
    expect(moveUp(tree(), 'home')).toBeNull();
    expect(moveDown(tree(), 'blog')).toBeNull();
    expect(moveUp(tree(), 'team')).toBeNull();
    expect(moveDown(tree(), 'history')).toBeNull();
  });

  it('indents an item as the last child of its previous sibling', () => {
    expect(shape(indent(tree(), 'blog'))).toBe('home,about(team,history,blog)');
    expect(shape(indent(tree(), 'about'))).toBe('home(about(team,history)),blog');
    expect(shape(indent(tree(), 'history'))).toBe('home,about(team(history)),blog');
    expect(indent(tree(), 'home')).toBeNull();
    expect(indent(tree(), 'team')).toBeNull();
  });

  it('outdents an item to follow its parent, and leaves no empty children list behind', () => {
    expect(shape(outdent(tree(), 'team'))).toBe('home,about(history),team,blog');
    const once = outdent(tree(), 'history')!;
    const twice = outdent(once, 'team')!;
    expect(shape(twice)).toBe('home,about,team,history,blog');
    expect(findItem(twice, 'about')!.children).toBeUndefined();
    expect(outdent(tree(), 'home')).toBeNull();
  });

  it('does not change the tree it was given', () => {
    const original = tree();
    const copy = structuredClone(original);
    indent(original, 'blog');
    outdent(original, 'team');
    moveUp(original, 'blog');
    moveTo(original, 'home', 'about', 1);
    removeItem(original, 'team');
    expect(original).toEqual(copy);
  });

  it(`refuses an indent that would nest deeper than ${MENU_MAX_DEPTH} levels, counting the item's own children`, () => {
    const deep = [item('first', [chain(MENU_MAX_DEPTH - 1)]), item('last')];
    // "last" would land at level 2, under first: fine.
    expect(indent(deep, 'last')).not.toBeNull();
    // The chain's deepest item is at the limit; it has no previous sibling to go under.
    expect(indent(deep, `c${MENU_MAX_DEPTH - 1}`)).toBeNull();
    // An item carrying a subtree: "second" has two levels, indenting under a leaf at level 5 would make 7.
    const withSubtree = [item('root', [chain(3, 'x'), item('second', [item('child')])])];
    expect(shape(indent(withSubtree, 'second'))).toBe('root(x1(x2(x3),second(child)))');
    const atLimit = [chain(MENU_MAX_DEPTH - 2, 'y'), item('pair', [item('kid')])];
    // pair at level 2 with kid at 3: fine; and again under y2 levels 3 and 4, until y4 (4) + 2 levels = 6.
    let moved: MenuItem[] | null = indent(atLimit, 'pair');
    expect(moved).not.toBeNull();
    moved = indent(moveTo(atLimit, 'pair', 'y3', 1)!, 'pair');
    expect(shape(moved)).toBe('y1(y2(y3(y4(pair(kid)))))');
    expect(countItems(moved!)).toBe(6);
    expect(menuItemsSchema.safeParse(moved).success).toBe(true);
  });

  it('moves an item anywhere but into its own subtree or past the depth limit', () => {
    expect(shape(moveTo(tree(), 'home', 'about', 1))).toBe('about(team,home,history),blog');
    expect(shape(moveTo(tree(), 'blog', null, 0))).toBe('blog,home,about(team,history)');
    expect(shape(moveTo(tree(), 'home', null, 3))).toBe('about(team,history),blog,home');
    expect(shape(moveTo(tree(), 'team', null, 3))).toBe('home,about(history),blog,team');
    expect(moveTo(tree(), 'about', 'team', 0)).toBeNull();
    expect(moveTo(tree(), 'about', 'about', 0)).toBeNull();
    expect(moveTo(tree(), 'missing', null, 0)).toBeNull();
    const deep = [chain(MENU_MAX_DEPTH), item('pair', [item('kid')])];
    expect(moveTo(deep, 'pair', `c${MENU_MAX_DEPTH - 1}`, 0)).toBeNull();
    expect(moveTo(deep, 'pair', `c${MENU_MAX_DEPTH - 2}`, 0)).not.toBeNull();
  });

  it('duplicates an item and its subtree with new ids right after it, and removes one with its subtree', () => {
    let counter = 0;
    const copied = duplicate(tree(), 'about', () => `n${++counter}`);
    expect(shape(copied)).toBe('home,about(team,history),n1(n2,n3),blog');
    expect(findItem(copied!, 'n1')!.label).toEqual({ en: 'about' });
    expect(menuItemsSchema.safeParse(copied).success).toBe(true);
    expect(shape(removeItem(tree(), 'about'))).toBe('home,blog');
    expect(removeItem(tree(), 'missing')).toBeNull();
  });

  it('appends at the top or under a parent within the depth limit', () => {
    expect(shape(appendItem(tree(), item('new')))).toBe('home,about(team,history),blog,new');
    expect(shape(appendItem(tree(), item('new'), 'team'))).toBe('home,about(team(new),history),blog');
    expect(appendItem([chain(MENU_MAX_DEPTH)], item('new'), `c${MENU_MAX_DEPTH}`)).toBeNull();
  });

  it('tells where an item is and which moves it has', () => {
    expect(placeOf(tree(), 'history')).toMatchObject({ position: 2, total: 2, depth: 2, parent: { id: 'about' } });
    expect(placeOf(tree(), 'blog')).toMatchObject({ position: 3, total: 3, depth: 1, parent: null });
    expect(possibleMoves(tree(), 'team')).toEqual({ up: false, down: true, indent: false, outdent: true });
    expect(possibleMoves(tree(), 'blog')).toEqual({ up: true, down: false, indent: true, outdent: false });
  });
});
