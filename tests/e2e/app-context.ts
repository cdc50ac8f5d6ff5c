import path from 'node:path';
import { loadConfig } from '@/server/config';
import { createAppContext } from '@/server/bootstrap';
import type { AppContext } from '@/server/context';
import type { PermissionTree } from '@/shared/permissions';
import { e2eServer } from './e2e-server';

/**
 * A second application context on the server's own database, with the same Redis bus,
 * so a test can change settings or open a session exactly as the server would.
 */
export async function openServerDatabase(): Promise<AppContext> {
  const { dataDir, redisUrl } = e2eServer();
  return createAppContext(
    loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'app.sqlite')}`,
      REDIS_URL: redisUrl,
      ADMIN_PASSWORD: 'e2e-admin-password',
      LOG_FLUSH_INTERVAL_MS: '200',
    }),
    () => {},
  );
}

export interface StaffAccount {
  id: number;
  username: string;
  /** A session token (the `token` cookie or a Bearer header). */
  token: string;
}

/** An active, verified account whose own role holds exactly `permissions`, signed in (straight in the server's database). */
export async function staffAccount(app: AppContext, permissions: PermissionTree, name: string, fullname: string): Promise<StaffAccount> {
  const { db, json } = app.handle;
  const now = new Date().toISOString();
  const role = await db.insertInto('roles')
    .values({ name: `e2e-${name}`, permissions: json.write(permissions), updated_at: now })
    .returning('id').executeTakeFirstOrThrow();
  const username = `e2e${name.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  const user = await db.insertInto('users').values({
    username,
    email: `${username}@example.test`,
    password_hash: 'not-used: signed in by session',
    fullname,
    gender: null,
    birthday: null,
    avatar: null,
    role_id: role.id,
    status: 'active',
    email_verified_at: now,
    updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  return { id: user.id, username, token: (await app.services.sessions.create(user.id)).token };
}
