import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import type { DbHandle } from '@/server/db/connect';
import { listPage } from '@/server/entities/list';
import { removeUsages, replaceUsages } from '@/server/entities/media-usages';
import { createMenusRepository, menusEntity, menusLinkingTo, moduleOfContent, type MenuLinkTarget } from '@/server/entities/menus';
import { recordAudit, type Operations, type Trx } from '@/server/entities/operations';
import { updateVersioned } from '@/server/entities/versioned';
import {
  menuCreateSchema, menuUpdateSchema,
  type Menu, type MenuArea, type MenuCreateInput, type MenuDetail, type MenuItem, type MenuLink, type MenuListQuery, type MenuUpdateInput,
} from '@/shared/api/menus';
import type { AuthUser } from '@/shared/types';
import { ApiError, ConflictError, isApiError } from '../api-error';
import { isUniqueViolation } from '../auth/users';
import { assertTargetsExist, directLinks, withoutLinksTo } from './menu-rules';
import { menuTargets } from './menu-targets';

type AfterCommit = (effect: () => void) => void;
type CreateValues = z.output<typeof menuCreateSchema>;
type UpdateValues = z.output<typeof menuUpdateSchema>;

const keyTaken = () => new ConflictError({ key: 'menu_key_taken' });

interface MenusAdminDeps {
  handle: DbHandle;
  operations: Operations;
}

/**
 * Menus: one tree per menu (labels per locale), saved whole with its version. A menu placed in
 * an area takes it from the menu that filled it, in the same write; links are kept by target
 * (ids and keys), and each read says where every target stands.
 */
export function createMenusAdmin({ handle, operations }: MenusAdminDeps) {
  const menus = createMenusRepository(handle);
  const { json } = handle;

  const detail = async (menu: Menu, locale: Locale): Promise<MenuDetail> => ({ ...menu, targets: await menuTargets(handle, menu.items, locale) });

  /**
   * Takes `areas` from every menu but `exceptId` that fills one of them (each gets its next
   * version and an audit row). Rows are changed in id order, so two saves at once wait on each
   * other rather than deadlock.
   */
  async function takeAreas(trx: Trx, actor: AuthUser, areas: readonly MenuArea[], exceptId: number | null): Promise<void> {
    if (areas.length === 0) return;
    for (const other of await menus.areas(trx)) {
      if (other.id === exceptId || !other.areas.some((area) => areas.includes(area))) continue;
      await trx.updateTable('menus')
        .set((eb) => ({ areas: json.write(other.areas.filter((area) => !areas.includes(area))), version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
        .where('id', '=', other.id).execute();
      await recordAudit(trx, { actorId: actor.id, action: 'update', entity: menusEntity, recordId: other.id, changes: ['areas'] });
    }
  }

  /** A unique index settles what the check before the write could not (two creates of one key at once). */
  async function uniquely<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw keyTaken();
      throw error;
    }
  }

  /** The tree written whole: the media usage index follows its direct links. */
  async function writeItems(trx: Trx, id: number, values: { name: string; areas: MenuArea[]; items: MenuItem[] }, version: number) {
    await updateVersioned(trx, 'menus', id, version, { name: values.name, areas: json.write(values.areas), items: json.write(values.items) }, menusEntity);
    await replaceUsages(trx, { kind: 'menu', id }, directLinks(values.items));
  }

  return {
    list: (query: MenuListQuery) => listPage(menus.select(), menusEntity.list, query, menus.toListItem, handle),

    get: async (key: string, locale: Locale): Promise<MenuDetail> => detail(await menus.getByKey(key), locale),

    create: async (actor: AuthUser, input: MenuCreateInput, locale: Locale): Promise<MenuDetail> => detail(await uniquely(() => operations.run(menusEntity, {
      actor, permission: 'create', input: input as CreateValues, schema: menuCreateSchema,
      validate: async (trx, { key, items }) => {
        if (await menus.findByKey(key, trx)) throw keyTaken();
        await assertTargetsExist(trx, items);
      },
      write: async (trx, { key, name, areas, items }) => {
        await takeAreas(trx, actor, areas, null);
        const row = await trx.insertInto('menus')
          .values({ key, name, areas: json.write(areas), items: json.write(items), updated_at: new Date().toISOString() })
          .returning('id').executeTakeFirstOrThrow();
        await replaceUsages(trx, { kind: 'menu', id: row.id }, directLinks(items));
        return menus.getByKey(key, trx);
      },
      recordId: (menu) => menu.id,
    })), locale),

    /**
     * The whole tree in one request. A save based on an older version is a 409 (stale_version)
     * whose `data.current` is the menu as it now stands, so the editor can offer the other's changes.
     */
    async update(actor: AuthUser, key: string, input: MenuUpdateInput, locale: Locale): Promise<MenuDetail> {
      try {
        return await detail(await operations.run(menusEntity, {
          actor, permission: 'update', input: input as UpdateValues, schema: menuUpdateSchema,
          validate: async (trx, { items }) => assertTargetsExist(trx, items, (await menus.getByKey(key, trx)).items),
          write: async (trx, { name, areas, items, version }) => {
            const { id } = await menus.getByKey(key, trx);
            await takeAreas(trx, actor, areas, id);
            await writeItems(trx, id, { name, areas, items }, version);
            return menus.getByKey(key, trx);
          },
          recordId: (menu) => menu.id,
        }), locale);
      } catch (error) {
        if (!isApiError(error) || error.status !== 409 || error.messageKey !== 'stale_version') throw error;
        const current = await menus.findByKey(key);
        throw current ? new ApiError(409, 'stale_version', { current: await detail(current, locale) }) : error;
      }
    },

    /** The menu and the areas it filled go: the public layout shows nothing there until another menu takes them. */
    remove: (actor: AuthUser, key: string) => operations.run(menusEntity, {
      actor, permission: 'delete', input: null,
      write: async (trx) => {
        const { id } = await menus.getByKey(key, trx);
        await removeUsages(trx, 'menu', [id]);
        await trx.deleteFrom('menus').where('id', '=', id).execute();
        return id;
      },
      recordId: (id) => id,
    }),

    /** The menu items linking to a module or a content item, for their editors and delete dialogs. */
    links: (target: MenuLinkTarget, locale: Locale): Promise<MenuLink[]> => menusLinkingTo(handle, target, locale),

    /** The module of a content item (whose read key lets its editor ask for the links), or null. */
    moduleOfContent: (contentId: number) => moduleOfContent(handle, contentId),

    /**
     * A confirmed media delete (media-removal.ts), inside its transaction `trx`: the menu loses
     * the direct links naming the upload `keys` through its own update (`menus.update`, next version),
     * audited as `remove_media`.
     */
    async withoutUploads(trx: Trx, actor: AuthUser, menuId: number, keys: readonly string[], afterCommit: AfterCommit): Promise<void> {
      const row = await trx.selectFrom('menus').select('key').where('id', '=', menuId).executeTakeFirst();
      if (!row) return;
      const menu = await menus.getByKey(row.key, trx);
      await operations.runIn(trx, menusEntity, {
        actor, permission: 'update', action: 'remove_media', input: null, recordId: menu.id, changes: () => ['items'],
        write: async (inner) => writeItems(inner, menu.id, { name: menu.name, areas: menu.areas, items: withoutLinksTo(menu.items, keys) }, menu.version),
      }, afterCommit);
    },
  };
}

export type MenusAdmin = ReturnType<typeof createMenusAdmin>;
