import { defineEntity } from './declaration';

/** The settings (one record, key → value): saved only as a whole through PUT /api/dashboard/settings. */
export const settingsEntity = defineEntity({
  name: 'settings',
  // The permission key is `external.settings` (design §4): the area `external`, the action `settings`.
  area: 'external',
  notFound: 'not_found',
  topic: 'settings',
  list: { sortable: {}, searchable: [], id: 'settings.key' },
});
