import type { Locale } from '@/i18n/locales';
import type { DbHandle } from '@/server/db/connect';
import { translate, type TranslationParams } from '@/server/i18n/translate';
import type { ApiMessageKey } from '@/shared/api/messages';
import type { NotificationAction } from '@/shared/schemas/auth';
import type { ServiceDeps } from './deps';
import { ApiError } from './api-error';

/** The short texts a notification can carry: keys of the `api` messages named notification_*. */
export type NotificationText = Extract<ApiMessageKey, `notification_${string}`>;

export interface NotificationView {
  id: number;
  status: 'unread' | 'read';
  /** Rendered in the reader's language when listed. */
  text: string;
  created_at: string;
}

type Executor = DbHandle['db'];

/** The list shows the newest this many. */
const LIST_LIMIT = 100;

/**
 * In-app notifications of a user. Each stores a translation key and its parameters, never a
 * rendered text, so it reads in whatever language the user has when they look.
 */
export function createNotificationsService({ handle }: Pick<ServiceDeps, 'handle'>) {
  const { db, json } = handle;

  async function ownedOr404(userId: number, id: number): Promise<void> {
    const row = await db.selectFrom('notifications').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new ApiError(404, 'notification_not_found');
  }

  return {
    async create(userId: number, text: NotificationText, params: TranslationParams | null = null, executor: Executor = db): Promise<void> {
      await executor.insertInto('notifications').values({
        user_id: userId,
        status: 'unread',
        text,
        data: params ? json.write(params) : null,
        created_at: new Date().toISOString(),
      }).execute();
    },

    async list(userId: number, locale: Locale): Promise<NotificationView[]> {
      const rows = await db.selectFrom('notifications')
        .select(['id', 'status', 'text', 'data', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(LIST_LIMIT)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        text: translate(locale, `api.${row.text}`, json.read<TranslationParams>(row.data) ?? undefined),
        created_at: row.created_at,
      }));
    },

    /** Applies a mark action; `read` and `delete` need the id of one of the user's own (else 404). */
    async apply(userId: number, action: NotificationAction, id?: number): Promise<void> {
      if (action === 'read_all') {
        await db.updateTable('notifications').set({ status: 'read' }).where('user_id', '=', userId).where('status', '=', 'unread').execute();
        return;
      }
      if (action === 'delete_all') {
        await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
        return;
      }
      if (id === undefined) throw new ApiError(400, 'bad_request');
      await ownedOr404(userId, id);
      if (action === 'read') {
        await db.updateTable('notifications').set({ status: 'read' }).where('user_id', '=', userId).where('id', '=', id).execute();
      } else {
        await db.deleteFrom('notifications').where('user_id', '=', userId).where('id', '=', id).execute();
      }
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
