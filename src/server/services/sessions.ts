import { isLocale, type Locale } from '@/i18n/locales';
import type { DbHandle } from '@/server/db/connect';
import { notFoundError } from '@/server/entities/declaration';
import { sessionsEntity } from '@/server/entities/sessions';
import { userWrites } from '@/server/entities/user-writes';
import type { AccountSession } from '@/shared/api/account';
import type { AuthUser } from '@/shared/types';
import type { ServiceDeps } from './deps';
import { displayLocation, type ClientDescription } from './device';
import { sessionTopic, userTopic } from './session-topics';
import { hashToken, isWellFormedToken, newToken } from './tokens';
import { toAuthUser } from './users-view';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A session ends at the first of two limits: its absolute lifetime since sign-in, or the idle
 * time since it was last used (sliding expiry).
 */
export const SESSION_POLICY = {
  remembered: { absoluteMs: 30 * DAY_MS, idleMs: 7 * DAY_MS },
  browser: { absoluteMs: DAY_MS, idleMs: DAY_MS },
} as const;

/** `last_activity` is written at most this often per session, in batches. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;
const ACTIVITY_FLUSH_INTERVAL_MS = 10_000;
/**
 * Resolved sessions are cached; every change that ends a session or alters its user publishes
 * on the 'sessions' topic, so the TTL is only a safety net.
 */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX_ENTRIES = 10_000;
const SWEEP_INTERVAL_MS = HOUR_MS;

export type SessionMeta = Partial<ClientDescription> & {
  remember?: boolean;
  /** The provider link the person signed in through, if any. */
  oauthAccountId?: number;
};

export interface ResolvedSession {
  sessionId: number;
  remember: boolean;
  user: AuthUser;
  /** The user's stored language (users.locale), null while unknown; kept off the wire. */
  locale: Locale | null;
  /** Set once, on the first answer after the user's permissions changed: the client re-syncs. */
  reloadStore?: true;
}

type Executor = DbHandle['db'];

interface CachedSession {
  sessionId: number;
  userId: number;
  remember: boolean;
  createdAtMs: number;
  lastActivityMs: number;
  lastWrittenMs: number;
  cachedAtMs: number;
  /** What resolve() answers, built once per cached session. */
  resolved: ResolvedSession;
}

function policyOf(remember: boolean) {
  return remember ? SESSION_POLICY.remembered : SESSION_POLICY.browser;
}

function expiryOf(remember: boolean, createdAtMs: number, lastActivityMs: number): number {
  const policy = policyOf(remember);
  return Math.min(createdAtMs + policy.absoluteMs, lastActivityMs + policy.idleMs);
}

const iso = (ms: number) => new Date(ms).toISOString();

export { roleTopic } from './session-topics';

/**
 * Sessions behind opaque tokens: only the SHA-256 of a token is stored. Resolving is served
 * from a per-process cache that the 'sessions' invalidation topic clears on every instance,
 * so ending a session or banning a user takes effect at once everywhere.
 */
export function createSessionsService({ handle, bus, siteJobs }: Pick<ServiceDeps, 'handle' | 'bus' | 'siteJobs'>) {
  const { db, json } = handle;
  const cache = new Map<string, CachedSession>();
  /** Activity waiting to be written: session id → when it was last used. */
  const pendingActivity = new Map<number, { atMs: number; expiresAtMs: number }>();
  /** A load that started before an invalidation must not repopulate the cache with stale data. */
  let generation = 0;
  let flushing: Promise<void> | null = null;
  let closed = false;

  function forget(detail?: string): void {
    generation++;
    if (!detail) {
      cache.clear();
      return;
    }
    const [kind, raw] = detail.split(':');
    const id = Number(raw);
    for (const [key, entry] of cache) {
      const matches = (kind === 'user' && entry.userId === id) || (kind === 'session' && entry.sessionId === id)
        || (kind === 'role' && entry.resolved.user.role.id === id);
      if (matches) cache.delete(key);
    }
  }
  bus.subscribe('sessions', forget);

  function cacheEntry(key: string, entry: CachedSession): void {
    if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, entry);
  }

  function touch(entry: CachedSession, nowMs: number): void {
    entry.lastActivityMs = nowMs;
    if (nowMs - entry.lastWrittenMs < ACTIVITY_WRITE_INTERVAL_MS) return;
    entry.lastWrittenMs = nowMs;
    pendingActivity.set(entry.sessionId, { atMs: nowMs, expiresAtMs: expiryOf(entry.remember, entry.createdAtMs, nowMs) });
  }

  async function flushActivity(): Promise<void> {
    if (!pendingActivity.size) return;
    const batch = [...pendingActivity];
    pendingActivity.clear();
    try {
      await db.transaction().execute(async (trx) => {
        for (const [sessionId, { atMs, expiresAtMs }] of batch) {
          await trx.updateTable('sessions')
            .set({ last_activity: iso(atMs), expires_at: iso(expiresAtMs) })
            .where('id', '=', sessionId)
            .execute();
        }
      });
    } catch (error) {
      console.error('[sessions] writing last activity failed:', error instanceof Error ? error.message : error);
    }
  }

  function flush(): Promise<void> {
    flushing ??= flushActivity().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  async function sweepExpired(): Promise<void> {
    const now = iso(Date.now());
    try {
      await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
      await db.deleteFrom('verification_tokens').where('expires_at', '<=', now).execute();
    } catch (error) {
      console.error('[sessions] sweeping expired rows failed:', error instanceof Error ? error.message : error);
    }
  }

  const flushTimer = setInterval(() => void flush(), ACTIVITY_FLUSH_INTERVAL_MS);
  flushTimer.unref();
  const sweepTimer = siteJobs ? setInterval(() => void sweepExpired(), SWEEP_INTERVAL_MS) : undefined;
  sweepTimer?.unref();

  async function load(tokenHash: string, nowMs: number): Promise<(CachedSession & { reloadStore: boolean }) | null> {
    const row = await db.selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', iso(nowMs))
      .select([
        'sessions.id as session_id', 'sessions.remember', 'sessions.created_at as session_created_at',
        'sessions.last_activity', 'sessions.reload_store', 'users.id', 'users.username', 'users.email', 'users.fullname',
        'users.gender', 'users.birthday', 'users.avatar', 'users.status', 'users.email_verified_at', 'users.time_zone', 'users.dashboard_locale',
        'users.created_at', 'users.updated_at', 'users.locale', 'roles.id as role_id', 'roles.name as role_name',
        'roles.permissions as role_permissions',
      ])
      .executeTakeFirst();
    if (!row || row.status !== 'active') return null;
    const lastActivityMs = Date.parse(row.last_activity);
    const remember = row.remember === 1;
    return {
      sessionId: row.session_id,
      userId: row.id,
      remember,
      resolved: { sessionId: row.session_id, remember, user: toAuthUser(row, json), locale: isLocale(row.locale) ? row.locale : null },
      createdAtMs: Date.parse(row.session_created_at),
      lastActivityMs,
      lastWrittenMs: lastActivityMs,
      cachedAtMs: nowMs,
      reloadStore: row.reload_store === 1,
    };
  }

  /** A live cached session, null if it has expired, undefined when not cached (or stale). */
  function fromCache(tokenHash: string, nowMs: number): ResolvedSession | null | undefined {
    const entry = cache.get(tokenHash);
    if (!entry) return undefined;
    if (nowMs - entry.cachedAtMs > CACHE_TTL_MS) {
      cache.delete(tokenHash);
      return undefined;
    }
    return liveSession(tokenHash, entry, nowMs);
  }

  function liveSession(tokenHash: string, entry: CachedSession, nowMs: number): ResolvedSession | null {
    if (nowMs >= expiryOf(entry.remember, entry.createdAtMs, entry.lastActivityMs)) {
      cache.delete(tokenHash);
      return null;
    }
    touch(entry, nowMs);
    return entry.resolved;
  }

  /** Ends sessions in the database; the caller publishes (after its transaction commits). */
  async function deleteSessions(executor: Executor, userId: number, except?: number): Promise<number> {
    let query = executor.deleteFrom('sessions').where('user_id', '=', userId);
    if (except !== undefined) query = query.where('id', '!=', except);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  return {
    /** Opens a session and returns the token; only its hash is stored. */
    async create(userId: number, meta: SessionMeta = {}, executor: Executor = db): Promise<{ token: string; sessionId: number }> {
      const token = newToken();
      const nowMs = Date.now();
      const remember = meta.remember === true;
      const row = await executor.insertInto('sessions').values({
        user_id: userId,
        token_hash: hashToken(token),
        ip_address: meta.ip_address ?? null,
        location: meta.location ?? null,
        device: meta.device ?? null,
        browser: meta.browser ?? null,
        remember: remember ? 1 : 0,
        oauth_account_id: meta.oauthAccountId ?? null,
        last_activity: iso(nowMs),
        expires_at: iso(expiryOf(remember, nowMs, nowMs)),
        created_at: iso(nowMs),
      }).returning('id').executeTakeFirstOrThrow();
      return { token, sessionId: row.id };
    },

    /**
     * The active user behind a token, or null for anything malformed, unknown, expired, idle
     * too long or whose user is not active. Records the activity (written in batches).
     * `keepReloadFlag`: for lookups whose answer is already sent (the request log), which must
     * leave a pending `reload_store` for the next answer.
     */
    async resolve(token: unknown, { keepReloadFlag = false }: { keepReloadFlag?: boolean } = {}): Promise<ResolvedSession | null> {
      if (!isWellFormedToken(token)) return null;
      const tokenHash = hashToken(token);
      const nowMs = Date.now();
      const cached = fromCache(tokenHash, nowMs);
      if (cached !== undefined) return cached;
      const startedAt = generation;
      const loaded = await load(tokenHash, nowMs);
      if (!loaded) return null;
      const { reloadStore, ...entry } = loaded;
      // Not cached while the flag waits: the next request must read it from the database.
      if (reloadStore && keepReloadFlag) return liveSession(tokenHash, entry, nowMs);
      if (startedAt === generation) cacheEntry(tokenHash, entry);
      const live = liveSession(tokenHash, entry, nowMs);
      if (!live || !reloadStore) return live;
      // Told once: only the answer that first sees the flag carries it.
      await db.updateTable('sessions').set({ reload_store: 0 }).where('id', '=', entry.sessionId).execute();
      return { ...live, reloadStore: true };
    },

    /**
     * resolve() answered from memory alone: undefined when that would need the database
     * (or the token is malformed), so the caller takes the ordinary path.
     */
    peek(token: string): ResolvedSession | undefined {
      if (!isWellFormedToken(token)) return undefined;
      const tokenHash = hashToken(token);
      return fromCache(tokenHash, Date.now()) ?? undefined;
    },

    /** The user's open sessions, most recently used first, locations in the reader's language. */
    async list(userId: number, currentSessionId: number | null, locale: Locale): Promise<AccountSession[]> {
      await flush();
      const rows = await db.selectFrom('sessions')
        .select(['id', 'ip_address', 'location', 'device', 'browser', 'last_activity'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', iso(Date.now()))
        .orderBy('last_activity', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        ip_address: row.ip_address,
        location: displayLocation(row.location, locale),
        device: row.device,
        browser: row.browser,
        last_activity: row.last_activity,
        current: row.id === currentSessionId,
      }));
    },

    /** Ends one of the user's own sessions; another user's (or an unknown) id is a 404. */
    async closeOne(userId: number, sessionId: number): Promise<void> {
      const result = await db.deleteFrom('sessions').where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) throw notFoundError(sessionsEntity);
      bus.publish('sessions', sessionTopic(sessionId));
    },

    /** Ends a session whose token the caller presented (sign-out, or a sign-in replacing it). */
    async end(sessionId: number): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
      bus.publish('sessions', sessionTopic(sessionId));
    },

    /** Ends every session of the user, or every one but `except`. */
    async closeAll(userId: number, options: { except?: number } = {}): Promise<number> {
      const closedCount = await deleteSessions(db, userId, options.except);
      bus.publish('sessions', userTopic(userId));
      return closedCount;
    },

    /**
     * Flags the sessions of a role's users (or of one user) so that each one's next answer carries
     * `reload_store` with fresh permissions; inside the caller's transaction. Publish `role:<id>`
     * or `user:<id>` on the 'sessions' topic after the commit.
     */
    async flagReload(executor: Executor, owner: { roleId: number } | { userId: number }): Promise<void> {
      let query = executor.updateTable('sessions').set({ reload_store: 1 });
      query = 'userId' in owner
        ? query.where('user_id', '=', owner.userId)
        : query.where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('role_id', '=', owner.roleId));
      await query.execute();
    },

    /** closeAll inside the caller's transaction; the user's topic must be published once it has committed (a write through entities/user-writes does). */
    deleteAllIn: deleteSessions,

    /** Gives a session a new token (the old one stops working); inside the caller's transaction if given. */
    async rotate(sessionId: number, executor: Executor = db): Promise<string> {
      const token = newToken();
      await executor.updateTable('sessions').set({ token_hash: hashToken(token) }).where('id', '=', sessionId).execute();
      if (executor === db) bus.publish('sessions', sessionTopic(sessionId));
      return token;
    },

    /**
     * Drops every cached session of the user on every instance, so the next request reads them
     * afresh. Writes of the user's row publish this themselves (entities/user-writes).
     */
    forgetUser(userId: number): void {
      bus.publish('sessions', userTopic(userId));
    },

    /**
     * Stores the language a user's client named (X-Language at sign-in, or on a signed-in request
     * whose session knows another one): one UPDATE that changes only a row holding another
     * value (see userWrites.rememberLocale). A resolved `session` learns it at once, so its next
     * requests (hot reads included) compare equal without the database.
     */
    async rememberLocale(userId: number, locale: Locale, session?: ResolvedSession): Promise<void> {
      if (session) session.locale = locale;
      await userWrites.rememberLocale(db, userId, locale);
    },

    /** Writes pending activity now (tests, shutdown). */
    flushActivity: flush,

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      clearInterval(flushTimer);
      clearInterval(sweepTimer);
      await flush();
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
