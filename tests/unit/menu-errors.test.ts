import { describe, expect, it } from 'vitest';
import { cleanItem } from '@/components/dashboard/menus/menu-draft';
import { menuErrorsFromTree, withoutItemError } from '@/components/dashboard/menus/menu-errors';
import { menuUpdateSchema, type MenuItem } from '@/shared/api/menus';
import { toValidationErrorTree } from '@/shared/schemas/error-tree';

const item = (id: string, patch: Partial<MenuItem> = {}, children?: MenuItem[]): MenuItem => ({
  id, label: { en: id }, type: 'page', page: 'index', open_new_page: false, visibility: 'anyone', ...patch, ...(children ? { children } : {}),
});

const translate = (key: string) => key;

describe('menu errors laid onto the draft', () => {
  it('puts a nested item\'s messages at that item and control, the menu\'s at its fields', () => {
    const items = [item('home'), item('about', {}, [item('team'), item('bad', { type: 'direct_link', url: 'javascript:alert(1)', label: { en: '' } })])];
    const parsed = menuUpdateSchema.safeParse({ name: '', areas: [], items, version: 1 });
    expect(parsed.success).toBe(false);
    const errors = menuErrorsFromTree(toValidationErrorTree(parsed.error!, translate), items);
    expect(Object.keys(errors.items)).toEqual(['bad']);
    expect(errors.items.bad!.url).toHaveLength(1);
    expect(errors.items.bad!['label.en']).toHaveLength(1);
    expect(Object.keys(errors.items.bad!).sort()).toEqual(['label.en', 'url']);
    expect(errors.menu.name?.length).toBe(1);
  });

  it('reads a server answer\'s tree the same way, and forgets a control once it changes', () => {
    const items = [item('a'), item('b', {}, [item('c', { type: 'relation', relation_id: 99 })])];
    const tree = { _errors: [], items: { _errors: [], 1: { _errors: [], children: { _errors: [], 0: { _errors: [], relation_id: { _errors: ['This target does not exist'] } } } } } };
    const errors = menuErrorsFromTree(tree, items);
    expect(errors.items).toEqual({ c: { relation_id: ['This target does not exist'] } });
    expect(withoutItemError(errors, 'c', 'relation_id').items).toEqual({});
    expect(withoutItemError(errors, 'c', 'url')).toBe(errors);
  });

  it('saves only the fields of the item\'s link type, and roles only for role-based visibility', () => {
    const saved = cleanItem(item('x', { type: 'list_page', module: 'blog', page: 'about', url: '/old', roles: [2], label: { en: 'X', sv: '  ', tr: 'İks' } }, [item('y')]));
    expect(saved).toEqual({ id: 'x', label: { en: 'X', tr: 'İks' }, type: 'list_page', module: 'blog', open_new_page: false, visibility: 'anyone', children: [cleanItem(item('y'))] });
  });
});
