import type { DbHandle } from '@/server/db/connect';
import type { Locale } from '@/i18n/locales';
import { displayLocation } from '@/server/services/device';
import type { DashboardSession } from '@/shared/api/dashboard-sessions';
import { defineEntity } from './declaration';

export const sessionsEntity = defineEntity({
  name: 'sessions',
  area: 'sessions',
  notFound: 'session_not_found',
  topic: 'sessions',
  detail: (id) => `session:${id}`,
  list: {
    sortable: { last_activity: 'sessions.last_activity', created_at: 'sessions.created_at', id: 'sessions.id' },
    searchable: ['users.username', 'sessions.ip_address'],
    id: 'sessions.id',
  },
});

/** Reads of every user's open sessions, each row through the one mapper. */
export function createSessionsRepository({ db }: DbHandle) {
  const select = () =>
    db.selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id', 'sessions.user_id', 'users.username', 'sessions.ip_address', 'sessions.location', 'sessions.device',
        'sessions.browser', 'sessions.last_activity', 'sessions.created_at',
      ])
      .where('sessions.expires_at', '>', new Date().toISOString());
  type SessionRow = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;

  const toSession = (locale: Locale) => (row: SessionRow): DashboardSession => ({
    ...row,
    location: displayLocation(row.location, locale),
  });

  return { select, toSession };
}
