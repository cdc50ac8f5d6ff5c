import { ZodError, type core } from 'zod';
import type { Trx } from '@/server/entities/operations';
import { uploadKeysIn } from '@/server/storage/file-storage';
import type { MenuItem } from '@/shared/api/menus';
import type { ValidationMessageKey } from '@/shared/api/messages';
import { ValidationError } from '../api-error';

/** An item with its place in the request's tree (`['items', 3, 'children', 0]`). */
interface PlacedItem {
  item: MenuItem;
  path: (string | number)[];
}

function placed(items: readonly MenuItem[], path: (string | number)[] = ['items']): PlacedItem[] {
  return items.flatMap((item, index) => {
    const at = [...path, index];
    return [{ item, path: at }, ...placed(item.children ?? [], [...at, 'children'])];
  });
}

/** What an item leads to, to tell an item whose stored target is unchanged from one given a new target. */
const targetOf = (item: MenuItem) => [item.type, item.relation_id, item.module, item.content_id].join('\n');

/**
 * The rules of a menu's tree that need the database, beyond its zod shape: a relation's and a
 * detail page's item exist, a detail page's item is of its `module`, a listing's or detail
 * page's module exists and is a content module, every role exists. All problems at once, each
 * a 422 at its item's path. An item whose target (or role) is the one it had when `stored`
 * was saved is not checked again: a target deleted since is flagged by the editor, and the
 * menu stays savable.
 */
export async function assertTargetsExist(trx: Trx, items: readonly MenuItem[], stored: readonly MenuItem[] = []): Promise<void> {
  const before = new Map(placed(stored).map(({ item }) => [item.id, item]));
  const changed = placed(items).filter(({ item }) => {
    const old = before.get(item.id);
    return !old || targetOf(old) !== targetOf(item) || (item.roles ?? []).some((role) => !(old.roles ?? []).includes(role));
  });
  if (changed.length === 0) return;

  const contentIds = [...new Set(changed.flatMap(({ item }) => [item.relation_id, item.content_id]).filter((id): id is number => id !== undefined))];
  const moduleKeys = [...new Set(changed.map(({ item }) => item.module).filter((key): key is string => key !== undefined))];
  const roleIds = [...new Set(changed.flatMap(({ item }) => item.roles ?? []))];
  const [contents, modules, roles] = await Promise.all([
    contentIds.length ? trx.selectFrom('module_contents').select(['id', 'module_id']).where('id', 'in', contentIds).execute() : [],
    moduleKeys.length ? trx.selectFrom('modules').select(['id', 'key', 'type']).where('key', 'in', moduleKeys).execute() : [],
    roleIds.length ? trx.selectFrom('roles').select('id').where('id', 'in', roleIds).execute() : [],
  ]);
  const moduleOf = new Map(contents.map((row) => [row.id, row.module_id]));
  const moduleByKey = new Map(modules.filter((row) => row.type === 'content').map((row) => [row.key, row.id]));
  const knownRoles = new Set(roles.map((row) => row.id));

  const issues: core.$ZodIssue[] = [];
  const flag = (path: (string | number)[], key: ValidationMessageKey) =>
    issues.push({ code: 'custom', path, message: `validation.${key}`, input: undefined });
  for (const { item, path } of changed) {
    const old = before.get(item.id);
    const sameTarget = old !== undefined && targetOf(old) === targetOf(item);
    if (!sameTarget) {
      if (item.type === 'relation' && item.relation_id !== undefined && !moduleOf.has(item.relation_id)) flag([...path, 'relation_id'], 'menu_target_missing');
      if (item.type === 'list_page' || item.type === 'detail_page') {
        const moduleId = item.module === undefined ? undefined : moduleByKey.get(item.module);
        if (moduleId === undefined) flag([...path, 'module'], 'menu_target_missing');
        if (item.type === 'detail_page' && item.content_id !== undefined) {
          const owner = moduleOf.get(item.content_id);
          if (owner === undefined) flag([...path, 'content_id'], 'menu_target_missing');
          else if (moduleId !== undefined && owner !== moduleId) flag([...path, 'content_id'], 'menu_target_wrong_module');
        }
      }
    }
    (item.roles ?? []).forEach((role, index) => {
      if (!knownRoles.has(role) && !(old?.roles ?? []).includes(role)) flag([...path, 'roles', index], 'menu_role_missing');
    });
  }
  if (issues.length > 0) throw new ValidationError(new ZodError(issues));
}

/** The direct links of a tree by item, for the media usage index: the places read `items.<id>.url`. */
export function directLinks(items: readonly MenuItem[]): { items: Record<string, { url: string }> } {
  const links: Record<string, { url: string }> = {};
  for (const { item } of placed(items)) if (item.type === 'direct_link' && item.url) links[item.id] = { url: item.url };
  return { items: links };
}

/**
 * The tree without the direct links naming any of the upload `keys`: each such item goes and
 * its children take its place, so nothing else of the menu is lost.
 */
export function withoutLinksTo(items: readonly MenuItem[], keys: readonly string[]): MenuItem[] {
  const names = (item: MenuItem) => {
    const named = item.type === 'direct_link' ? uploadKeysIn(item.url ?? '') : new Set<string>();
    return keys.some((key) => named.has(key));
  };
  return items.flatMap((item) => {
    const children = item.children ? withoutLinksTo(item.children, keys) : undefined;
    if (names(item)) return children ?? [];
    return [children ? { ...item, children } : item];
  });
}
