import type { Locale } from '@/i18n/locales';
import type { DbHandle } from '@/server/db/connect';
import { ownersNaming, usedAmong, usedBy, type NamingOwner } from '@/server/entities/media-usages';
import type { Trx } from '@/server/entities/operations';
import { permissionKey } from '@/server/entities/declaration';
import { menusEntity } from '@/server/entities/menus';
import { settingsEntity } from '@/server/entities/settings';
import { can, modulePermission, type PermissionKey } from '@/shared/permissions';
import type { AuthUser } from '@/shared/types';
import { ApiError } from '../api-error';
import type { CataloguedModule, ModuleCatalogue } from '../modules';
import type { ContentsAdmin } from './contents';
import type { MenusAdmin } from './menus';
import type { SubmissionsAdmin } from './submissions';

type AfterCommit = (effect: () => void) => void;

/** A media row being deleted: its id and its file's key. */
export interface StoredMedia {
  id: number;
  path: string;
}

interface MediaRemovalDeps {
  handle: DbHandle;
  modules: Pick<ModuleCatalogue, 'list'>;
  contents: Pick<ContentsAdmin, 'withoutUploads'>;
  submissions: Pick<SubmissionsAdmin, 'withoutUploads'>;
  menus: Pick<MenusAdmin, 'withoutUploads'>;
  settings: { withoutUploads(trx: Trx, actor: AuthUser, keys: readonly string[], uploadKeys: readonly string[], afterCommit: AfterCommit): Promise<void> };
}

/** Removes the references to the files of `rows` inside the delete's transaction `trx` (see removeReferences). */
export type RemoveReferences = (trx: Trx, actor: AuthUser, rows: readonly StoredMedia[], locale: Locale, afterCommit: AfterCommit) => Promise<void>;

/** One write a confirmed delete makes: the permission it needs and the write itself. */
interface Change {
  permission: PermissionKey;
  run: (trx: Trx, actor: AuthUser, afterCommit: AfterCommit) => Promise<void>;
}

/**
 * The confirmed delete of used media files (`?confirm=true`, `{ confirm: true }`): every content
 * (with its kept revisions), form submission, setting and menu naming them loses the references, each
 * through its own write path (its permission, its audit row, a content's next version and
 * revision), in the media delete's transaction, so one failure leaves everything as it was.
 * Nobody changes more than they hold: the caller needs the update permission of every module
 * (`external.settings` for settings, `menus.update` for menus) concerned, else 403 naming each one missing.
 */
export function createMediaRemoval({ handle, modules, contents, submissions, menus, settings }: MediaRemovalDeps) {
  /** The writes that remove `owners`' references, one per content, submission and menu, and the settings. */
  function changesFor(owners: readonly NamingOwner[], catalogue: readonly CataloguedModule[]): { changes: Change[]; unsupported: NamingOwner[] } {
    const moduleById = new Map(catalogue.map((module) => [module.id, module]));
    const byContent = new Map<number, { owning: CataloguedModule; keys: Set<string> }>();
    const settingKeys = new Set<string>();
    const uploadKeysOfSettings = new Set<string>();
    const changes: Change[] = [];
    const unsupported: NamingOwner[] = [];
    for (const owner of owners) {
      const owning = owner.module_id === null ? undefined : moduleById.get(owner.module_id);
      if ((owner.kind === 'content' || owner.kind === 'revision') && owning && owner.content_id !== null) {
        const entry = byContent.get(owner.content_id) ?? { owning, keys: new Set<string>() };
        for (const key of owner.keys) entry.keys.add(key);
        byContent.set(owner.content_id, entry);
      } else if (owner.kind === 'submission' && owning) {
        changes.push({
          permission: modulePermission(owning.key, 'update'),
          run: (trx, actor, afterCommit) => submissions.withoutUploads(trx, actor, owning, Number(owner.id), owner.keys, afterCommit),
        });
      } else if (owner.kind === 'settings') {
        settingKeys.add(owner.id);
        for (const key of owner.keys) uploadKeysOfSettings.add(key);
      } else if (owner.kind === 'menu') {
        changes.push({
          permission: permissionKey(menusEntity, 'update'),
          run: (trx, actor, afterCommit) => menus.withoutUploads(trx, actor, Number(owner.id), owner.keys, afterCommit),
        });
      } else {
        // An owner of a module newer than the catalogue read has no write here: refused with the places.
        unsupported.push(owner);
      }
    }
    for (const [contentId, { owning, keys }] of byContent) {
      changes.push({
        permission: modulePermission(owning.key, 'update'),
        run: (trx, actor, afterCommit) => contents.withoutUploads(trx, actor, owning, contentId, [...keys], afterCommit),
      });
    }
    if (settingKeys.size > 0) {
      changes.push({
        permission: permissionKey(settingsEntity, 'settings'),
        run: (trx, actor, afterCommit) => settings.withoutUploads(trx, actor, [...settingKeys], [...uploadKeysOfSettings], afterCommit),
      });
    }
    return { changes, unsupported };
  }

  /**
   * Removes every reference to the files of `rows`, in `trx`: 403 (`data.missing`) when the
   * caller lacks a permission one of the writes needs, 409 with the places (as a delete without
   * confirmation answers) when something without a write path here (an owner of a module the
   * catalogue read did not know) names one; nothing is written then.
   */
  const removeReferences = (catalogue: readonly CataloguedModule[]): RemoveReferences => async (trx, actor, rows, locale, afterCommit) => {
    const keys = rows.map((row) => row.path);
    const { changes, unsupported } = changesFor(await ownersNaming(trx, keys), catalogue);
    const missing = [...new Set(changes.map((change) => change.permission))].filter((permission) => !can(actor, permission)).sort();
    if (missing.length > 0) throw new ApiError(403, 'media_delete_forbidden', { missing }, { params: { keys: missing.join(', ') } });
    const refused = async (still: ReadonlySet<string>) => {
      const used = [];
      for (const row of rows) if (still.has(row.path)) used.push({ id: row.id, used_by: await usedBy({ ...handle, db: trx }, row.path, locale) });
      return new ApiError(409, 'media_in_use', { used_by: used });
    };
    if (unsupported.length > 0) throw await refused(new Set(unsupported.flatMap((owner) => owner.keys)));
    for (const change of changes) await change.run(trx, actor, afterCommit);
    // Whatever named them meanwhile (written since the owners were read) keeps them.
    const still = await usedAmong(trx, keys);
    if (still.size > 0) throw await refused(still);
  };

  return {
    /**
     * Before the delete's transaction: reads the module catalogue (never inside a transaction:
     * on SQLite its one connection is the transaction's) and answers the step that removes the
     * references inside it.
     */
    prepare: async (): Promise<RemoveReferences> => removeReferences(await modules.list()),
  };
}

export type MediaRemoval = ReturnType<typeof createMediaRemoval>;
