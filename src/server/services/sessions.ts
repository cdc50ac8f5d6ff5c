import type { DbHandle } from '@/server/db/connect';
import type { AuthUser } from '@/shared/types';
import { hashToken, isWellFormedToken, newToken } from './tokens';
import { toAuthUser } from './users-view';

export const SESSION_LIFETIME_MS = { remembered: 30 * 24 * 3600_000, browser: 24 * 3600_000 } as const;

export interface SessionMeta {
  ip_address?: string | null;
  location?: string | null;
  device?: string | null;
  browser?: string | null;
  remember?: boolean;
}

export interface ResolvedSession {
  sessionId: number;
  user: AuthUser;
}

export function createSessionsService({ db, json }: DbHandle) {
  return {
    /** Opens a session and returns the token; only its hash is stored. */
    async create(userId: number, meta: SessionMeta = {}): Promise<{ token: string; sessionId: number }> {
      const token = newToken();
      const now = Date.now();
      const lifetime = meta.remember ? SESSION_LIFETIME_MS.remembered : SESSION_LIFETIME_MS.browser;
      const row = await db.insertInto('sessions').values({
        user_id: userId,
        token_hash: hashToken(token),
        ip_address: meta.ip_address ?? null,
        location: meta.location ?? null,
        device: meta.device ?? null,
        browser: meta.browser ?? null,
        remember: meta.remember ? 1 : 0,
        last_activity: new Date(now).toISOString(),
        expires_at: new Date(now + lifetime).toISOString(),
      }).returning('id').executeTakeFirstOrThrow();
      return { token, sessionId: row.id };
    },

    /** The active user behind a token, or null for anything malformed, unknown, expired or not active. */
    async resolve(token: unknown): Promise<ResolvedSession | null> {
      if (!isWellFormedToken(token)) return null;
      const row = await db.selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .where('sessions.token_hash', '=', hashToken(token))
        .where('sessions.expires_at', '>', new Date().toISOString())
        .select([
          'sessions.id as session_id', 'users.id', 'users.username', 'users.email', 'users.fullname',
          'users.gender', 'users.birthday', 'users.avatar', 'users.status', 'users.email_verified_at',
          'users.created_at', 'users.updated_at', 'roles.id as role_id', 'roles.name as role_name',
          'roles.permissions as role_permissions',
        ])
        .executeTakeFirst();
      if (!row || row.status !== 'active') return null;
      return { sessionId: row.session_id, user: toAuthUser(row, json) };
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
