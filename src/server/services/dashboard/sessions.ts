import type { Locale } from '@/i18n/locales';
import type { DbHandle } from '@/server/db/connect';
import { listPage } from '@/server/entities/list';
import type { Operations } from '@/server/entities/operations';
import { notFoundError, orNotFound } from '@/server/entities/declaration';
import { createSessionsRepository, sessionsEntity } from '@/server/entities/sessions';
import { usersEntity } from '@/server/entities/users';
import type { SessionListQuery } from '@/shared/api/dashboard-sessions';
import type { AuthUser } from '@/shared/types';
import type { SessionsService } from '../sessions';

/** Every user's open sessions; closing one or all of a user's takes effect at once everywhere. */
export function createSessionsAdmin({ handle, operations, sessions }: { handle: DbHandle; operations: Operations; sessions: SessionsService }) {
  const repository = createSessionsRepository(handle);

  return {
    async list(query: SessionListQuery, locale: Locale) {
      await sessions.flushActivity();
      let select = repository.select();
      if (query.user_id !== undefined) select = select.where('sessions.user_id', '=', query.user_id);
      return listPage(select, sessionsEntity.list, query, repository.toSession(locale), handle);
    },

    closeOne: (actor: AuthUser, id: number) => operations.run(sessionsEntity, {
      actor, permission: 'delete', input: null, recordId: id,
      write: async (trx) => {
        const result = await trx.deleteFrom('sessions').where('id', '=', id).executeTakeFirst();
        if (Number(result.numDeletedRows) !== 1) throw notFoundError(sessionsEntity);
      },
    }),

    /** Ends every session of the user; answers how many were open. The audit row's record is the user. */
    closeAllOf: (actor: AuthUser, userId: number) => operations.run(sessionsEntity, {
      actor, permission: 'delete', action: 'delete_all_of_user', input: null, recordId: userId, detail: `user:${userId}`,
      write: async (trx) => {
        orNotFound(usersEntity, await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst());
        return { closed: await sessions.deleteAllIn(trx, userId) };
      },
    }),
  };
}

export type SessionsAdmin = ReturnType<typeof createSessionsAdmin>;
