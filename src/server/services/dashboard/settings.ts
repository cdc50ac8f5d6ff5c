import type { Operations, Trx } from '@/server/entities/operations';
import { settingsEntity } from '@/server/entities/settings';
import type { DashboardSettings, SettingsPatch } from '@/shared/api/settings';
import type { AuthUser } from '@/shared/types';
import type { SettingsService } from '../settings';
import { withoutUploads } from './media-references';

/** Saving settings from the dashboard: one operation, its audit row naming the keys that changed. */
export function createSettingsAdmin({ operations, settings }: { operations: Operations; settings: SettingsService }) {
  return {
    async save(actor: AuthUser, patch: SettingsPatch): Promise<DashboardSettings> {
      await operations.run(settingsEntity, {
        actor, permission: 'settings', action: 'update', input: patch, recordId: null,
        validate: (trx) => settings.validatePatch(trx, patch),
        write: async (trx) => settings.writeIn(trx, await settings.valuesToSave(trx, patch)),
        changes: (changed) => changed,
      });
      return settings.dashboardView();
    },

    /**
     * A confirmed media delete, in its transaction (`afterCommit` its): the settings `keys` name
     * lose their references to the uploads `uploadKeys` (a logo or header image becomes empty).
     * Needs `external.settings`; audited as `remove_media` with the keys that changed.
     */
    async withoutUploads(trx: Trx, actor: AuthUser, keys: readonly string[], uploadKeys: readonly string[], afterCommit: (effect: () => void) => void): Promise<void> {
      await operations.runIn(trx, settingsEntity, {
        actor, permission: 'settings', action: 'remove_media', input: null, recordId: null,
        write: async (tx) => {
          const current = await settings.readIn(tx, [...keys]);
          return settings.writeIn(tx, Object.fromEntries(Object.entries(current).map(([key, value]) => [key, withoutUploads(value, uploadKeys)])));
        },
        changes: (changed) => changed,
      }, afterCommit);
    },
  };
}
