import type { Operations } from '@/server/entities/operations';
import { settingsEntity } from '@/server/entities/settings';
import type { DashboardSettings, SettingsPatch } from '@/shared/api/settings';
import type { AuthUser } from '@/shared/types';
import type { SettingsService } from '../settings';

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
  };
}
