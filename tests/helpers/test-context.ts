import { createAppContext } from '@/server/bootstrap';
import { loadConfig } from '@/server/config';
import type { AppContext } from '@/server/context';
import { createApiApp, type ApiApp } from '@/server/http/app';
import type { PermissionTree } from '@/shared/permissions';
import type { ApiResponse } from '@/shared/api/envelope';
import { createTestDatabase, testEngine } from './databases';

export const TEST_ADMIN = { username: 'admin', email: 'admin@example.com', password: 'correct-horse-battery-staple' };
export const TEST_PUBLIC_URL = 'http://localhost:3000';
export const TEST_MAX_BODY_BYTES = 64 * 1024;

export interface CallOptions {
  method?: string;
  /** Sent as JSON with content-type application/json. */
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Sent as X-Forwarded-For (trusted for in-process calls), e.g. to separate rate-limit buckets. */
  ip?: string;
  token?: string;
}

export interface TestContext {
  ctx: AppContext;
  app: ApiApp;
  engine: AppContext['handle']['engine'];
  call(path: string, options?: CallOptions): Promise<Response>;
  /** `call` plus the parsed envelope. */
  callJson<T = unknown>(path: string, options?: CallOptions): Promise<{ res: Response; body: ApiResponse<T> }>;
  adminId(): Promise<number>;
  /** A session token for the user (Bearer). */
  tokenFor(userId: number): Promise<string>;
  /** A new active user whose role holds exactly `permissions`. */
  createUser(permissions: PermissionTree, name?: string): Promise<number>;
  close(): Promise<void>;
}

export interface TestContextOptions {
  /** The URL the app connects with, given the fresh database's (e.g. through a proxy). */
  databaseUrl?: (url: string) => string;
}

/**
 * A real AppContext on a fresh database of this project's engine (migrated and seeded with
 * a fixed admin password) and the API app over it, called in-process.
 */
export async function createTestContext(env: Record<string, string> = {}, options: TestContextOptions = {}): Promise<TestContext> {
  const database = await createTestDatabase(testEngine());
  let ctx: AppContext;
  try {
    ctx = await createAppContext(
      loadConfig({
        DATABASE_URL: options.databaseUrl?.(database.url) ?? database.url,
        ADMIN_USERNAME: TEST_ADMIN.username,
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        PUBLIC_URL: TEST_PUBLIC_URL,
        LOG_FLUSH_INTERVAL_MS: '50',
        MAX_BODY_BYTES: String(TEST_MAX_BODY_BYTES),
        // Uploads need no free-disk margin here (upload-bounds.test.ts sets one to see the refusal).
        UPLOAD_DISK_RESERVE_BYTES: '0',
        NODE_ENV: 'test',
        // The connection tests' peers (SMTP, FTP) listen on loopback; production allows none by default.
        CONNECTION_TEST_ALLOWED_HOSTS: '127.0.0.0/8, ::1',
        ...env,
      }),
      () => undefined,
    );
  } catch (error) {
    await database.drop();
    throw error;
  }
  const app = createApiApp(ctx);
  const { db, json } = ctx.handle;

  const call = (path: string, options: CallOptions = {}) => {
    const headers = new Headers(options.headers);
    let body = options.body;
    if (options.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.json);
    }
    if (options.ip) headers.set('x-forwarded-for', options.ip);
    if (options.token) headers.set('authorization', `Bearer ${options.token}`);
    return Promise.resolve(app.request(path, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body }));
  };

  return {
    ctx,
    app,
    engine: ctx.handle.engine,
    call,
    async callJson<T>(path: string, options?: CallOptions) {
      const res = await call(path, options);
      return { res, body: (await res.json()) as ApiResponse<T> };
    },
    async adminId() {
      const row = await db.selectFrom('users').select('id').where('username', '=', TEST_ADMIN.username).executeTakeFirstOrThrow();
      return row.id;
    },
    async tokenFor(userId) {
      return (await ctx.services.sessions.create(userId)).token;
    },
    async createUser(permissions, name = `user${Math.random().toString(36).slice(2, 10)}`) {
      const now = new Date().toISOString();
      const role = await db.insertInto('roles')
        .values({ name: `role-${name}`, permissions: json.write(permissions), updated_at: now })
        .returning('id').executeTakeFirstOrThrow();
      const user = await db.insertInto('users').values({
        username: name,
        email: `${name}@example.com`,
        password_hash: 'not-used-by-these-tests',
        fullname: name,
        gender: null,
        birthday: null,
        avatar: null,
        role_id: role.id,
        status: 'active',
        email_verified_at: now,
        updated_at: now,
      }).returning('id').executeTakeFirstOrThrow();
      return user.id;
    },
    async close() {
      try {
        await ctx.close();
      } finally {
        await database.drop();
      }
    },
  };
}
