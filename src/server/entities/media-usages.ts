import type { Locale } from '@/i18n/locales';
import type { DbHandle } from '@/server/db/connect';
import type { ExpressionBuilder } from 'kysely';
import type { Database, MediaUsagesTable } from '@/server/db/schema';
import { uploadKeysIn } from '@/server/storage/file-storage';
import { MEDIA_USED_BY_LIMIT, type MediaUsage, type MediaUsageKind, type MediaUsedBy } from '@/shared/api/media-usages';
import { localizedText } from '@/shared/fields';
import type { Trx } from './operations';

/**
 * The usage index (migration 0025): which uploads each content, revision, form submission,
 * setting and menu names, kept in the transaction of every write of those owners. This file is
 * its one writer and reader: "is it still used" and "used by" read it instead of scanning values.
 *
 * Where the writes are: contents and their revisions in services/dashboard/content-history.ts
 * (every content create, save, restore, bulk change and delete goes through it), a module's
 * deletion in services/dashboard/modules.ts, submissions in services/forms.ts (intake),
 * services/dashboard/submissions.ts (a confirmed media delete removing a file from one) and
 * services/dashboard/submission-removal.ts (inbox deletes and retention), settings in
 * services/settings.ts (`writeIn`), menus (their direct links) in services/dashboard/menus.ts. A
 * confirmed media delete (services/dashboard/media-removal.ts) goes through those owners' writes.
 */

type Executor = DbHandle['db'] | Trx;

export interface UsageOwner {
  kind: MediaUsageKind;
  /** A setting's key for settings, the row's id for the rest. */
  id: number | string;
  /** The module of a content, revision or submission. */
  moduleId?: number | null;
  /** A content's own id, a revision's content. */
  contentId?: number | null;
}

export interface Usage {
  key: string;
  place: string;
}

/** Places longer than the column are cut (a path that deep still names its field). */
const PLACE_MAX = 255;
/** Rows per insert: well under both engines' limits on bound values. */
const INSERT_BATCH = 500;

/**
 * Every upload `value` names by URL, with the dotted path of the string naming it (fields, a
 * group's rows, a locale's rich text, a header image). Each (key, place) once.
 */
export function usagesIn(value: unknown): Usage[] {
  const found = new Map<string, Usage>();
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      const place = path.join('.').slice(0, PLACE_MAX);
      for (const key of uploadKeysIn(node)) found.set(`${key}\n${place}`, { key, place });
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...path, String(index)]));
    } else if (node !== null && typeof node === 'object') {
      for (const [name, item] of Object.entries(node)) walk(item, [...path, name]);
    }
  };
  walk(value, []);
  return [...found.values()];
}

const keysOf = (rows: readonly { media_key: string }[]) => new Set(rows.map((row) => row.media_key));

/**
 * Makes the index say exactly what `value` (the owner's whole stored value) names; in the
 * owner's write transaction. Answers the keys the owner named before and no longer does.
 */
export async function replaceUsages(trx: Trx, owner: UsageOwner, value: unknown): Promise<Set<string>> {
  const ownerId = String(owner.id);
  const before = await trx.deleteFrom('media_usages').where('owner_kind', '=', owner.kind).where('owner_id', '=', ownerId)
    .returning('media_key').execute();
  const rows: MediaUsagesTable[] = usagesIn(value).map(({ key, place }) => ({
    media_key: key, owner_kind: owner.kind, owner_id: ownerId, module_id: owner.moduleId ?? null, content_id: owner.contentId ?? null, place,
  }));
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await trx.insertInto('media_usages').values(rows.slice(start, start + INSERT_BATCH)).execute();
  }
  const dropped = keysOf(before);
  for (const row of rows) dropped.delete(row.media_key);
  return dropped;
}

/** Before (or with) the owners' delete: forgets what they named; answers those keys. */
export async function removeUsages(trx: Trx, kind: MediaUsageKind, ids: readonly (number | string)[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const removed = await trx.deleteFrom('media_usages').where('owner_kind', '=', kind).where('owner_id', 'in', ids.map(String))
    .returning('media_key').execute();
  return keysOf(removed);
}

/** Contents being deleted: their usages and their revisions'; answers the keys they named. */
export async function removeContentUsages(trx: Trx, contentIds: readonly number[]): Promise<Set<string>> {
  if (contentIds.length === 0) return new Set();
  const removed = await trx.deleteFrom('media_usages').where('content_id', 'in', [...contentIds]).returning('media_key').execute();
  return keysOf(removed);
}

/** A module being deleted: the usages of its contents, revisions and submissions. */
export async function removeModuleUsages(trx: Trx, moduleId: number): Promise<Set<string>> {
  return keysOf(await trx.deleteFrom('media_usages').where('module_id', '=', moduleId).returning('media_key').execute());
}

/** Whether anything names the upload. */
export async function isUsed(executor: Executor, key: string): Promise<boolean> {
  return (await executor.selectFrom('media_usages').select('owner_kind').where('media_key', '=', key).limit(1).executeTakeFirst()) !== undefined;
}

/** A condition on a query over `media`: something names the row's file (`used`), or nothing does. For the pruner and the library's used/unused filter. */
export function mediaUsed(eb: ExpressionBuilder<Database, 'media'>, used: boolean) {
  const named = eb.exists(eb.selectFrom('media_usages').select('media_usages.media_key').whereRef('media_usages.media_key', '=', 'media.path'));
  return used ? named : eb.not(named);
}

/** The uploads of `keys` something names. */
export async function usedAmong(executor: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  return keysOf(await executor.selectFrom('media_usages').select('media_key').distinct().where('media_key', 'in', [...keys]).execute());
}

/** An owner naming some of the uploads asked about, and which of them. */
export interface NamingOwner {
  kind: MediaUsageKind;
  id: string;
  module_id: number | null;
  content_id: number | null;
  keys: string[];
}

/** Every owner naming any of `keys` (a confirmed delete removes the references from each). */
export async function ownersNaming(executor: Executor, keys: readonly string[]): Promise<NamingOwner[]> {
  if (keys.length === 0) return [];
  const rows = await executor.selectFrom('media_usages').select(['owner_kind', 'owner_id', 'module_id', 'content_id', 'media_key']).distinct()
    .where('media_key', 'in', [...keys]).execute();
  const owners = new Map<string, NamingOwner>();
  for (const row of rows) {
    const id = `${row.owner_kind}\n${row.owner_id}`;
    const owner = owners.get(id) ?? { kind: row.owner_kind, id: row.owner_id, module_id: row.module_id === null ? null : Number(row.module_id), content_id: row.content_id === null ? null : Number(row.content_id), keys: [] };
    if (!owner.keys.includes(row.media_key)) owner.keys.push(row.media_key);
    owners.set(id, owner);
  }
  return [...owners.values()];
}

interface OwnerRef {
  kind: MediaUsageKind;
  id: string;
  module_id: number | null;
  content_id: number | null;
  places: string[];
}

const numbers = (owners: readonly OwnerRef[], kind: MediaUsageKind) => owners.filter((owner) => owner.kind === kind).map((owner) => Number(owner.id));

const contentHref = (moduleKey: string, contentId: number) =>
  ({ pathname: '/dashboard/[moduleKey]/[contentId]', params: { moduleKey, contentId: String(contentId) } });

/**
 * Where the upload `key` is used: up to MEDIA_USED_BY_LIMIT owners (contents first, then
 * revisions, submissions, settings, menus) with their places, titles in `locale` and the dashboard
 * page that edits each; `total` counts every owner. Reads the index by file and the owners by id.
 */
export async function usedBy({ db, json }: DbHandle, key: string, locale: Locale): Promise<MediaUsedBy> {
  const counted = await db.selectFrom((eb) => eb.selectFrom('media_usages').select(['owner_kind', 'owner_id']).distinct()
    .where('media_key', '=', key).as('owners')).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('media_usages').select(['owner_kind', 'owner_id', 'module_id', 'content_id', 'place'])
    .where('media_key', '=', key).orderBy('owner_kind').orderBy('owner_id').orderBy('place').limit(MEDIA_USED_BY_LIMIT * 20).execute();

  const owners = new Map<string, OwnerRef>();
  for (const row of rows) {
    const id = `${row.owner_kind}\n${row.owner_id}`;
    const owner = owners.get(id) ?? { kind: row.owner_kind, id: row.owner_id, module_id: row.module_id, content_id: row.content_id, places: [] };
    owner.places.push(row.place);
    owners.set(id, owner);
  }
  const order: MediaUsageKind[] = ['content', 'revision', 'submission', 'settings', 'menu'];
  const listed = [...owners.values()].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind)).slice(0, MEDIA_USED_BY_LIMIT);

  const contentIds = [...new Set(listed.filter((owner) => owner.content_id !== null).map((owner) => owner.content_id!))];
  const contents = contentIds.length
    ? await db.selectFrom('module_contents').innerJoin('modules', 'modules.id', 'module_contents.module_id')
      .select(['module_contents.id', 'module_contents.title', 'modules.key']).where('module_contents.id', 'in', contentIds).execute()
    : [];
  const contentById = new Map(contents.map((row) => [row.id, row]));
  const revisionIds = numbers(listed, 'revision');
  const revisions = revisionIds.length
    ? await db.selectFrom('content_revisions').select(['id', 'version']).where('id', 'in', revisionIds).execute()
    : [];
  const versionById = new Map(revisions.map((row) => [row.id, row.version]));
  const moduleIds = [...new Set(listed.filter((owner) => owner.kind === 'submission' && owner.module_id !== null).map((owner) => owner.module_id!))];
  const modules = moduleIds.length ? await db.selectFrom('modules').select(['id', 'key', 'name']).where('id', 'in', moduleIds).execute() : [];
  const moduleById = new Map(modules.map((row) => [row.id, row]));
  const menuIds = numbers(listed, 'menu');
  const menus = menuIds.length ? await db.selectFrom('menus').select(['id', 'key', 'name']).where('id', 'in', menuIds).execute() : [];
  const menuById = new Map(menus.map((row) => [row.id, row]));

  const describe = (owner: OwnerRef): MediaUsage | null => {
    const base = { kind: owner.kind, places: owner.places, content_id: owner.content_id, version: null, module: null };
    switch (owner.kind) {
      case 'content':
      case 'revision': {
        const content = contentById.get(owner.content_id ?? -1);
        if (!content) return null;
        const title = localizedText(json.read(content.title), locale);
        const version = owner.kind === 'revision' ? versionById.get(Number(owner.id)) ?? null : null;
        return { ...base, id: Number(owner.id), title, module: content.key, version, href: contentHref(content.key, content.id) };
      }
      case 'submission': {
        const form = moduleById.get(owner.module_id ?? -1);
        if (!form) return null;
        return { ...base, id: Number(owner.id), title: localizedText(json.read(form.name), locale), module: form.key, href: { pathname: '/dashboard/[moduleKey]', params: { moduleKey: form.key } } };
      }
      case 'settings':
        return { ...base, id: owner.id, title: owner.id, href: { pathname: '/dashboard/settings', params: {} } };
      case 'menu': {
        const menu = menuById.get(Number(owner.id));
        if (!menu) return null;
        return { ...base, id: menu.id, title: menu.name, href: { pathname: '/dashboard/menus/[menuKey]', params: { menuKey: menu.key } } };
      }
    }
  };
  return { total: Number(counted.total), items: listed.map(describe).filter((usage): usage is MediaUsage => usage !== null) };
}
