import type { Kysely, Transaction } from 'kysely';
import type { AppConfig } from '@/server/config';
import type { Engine } from '@/server/db/connect';
import type { Database } from '@/server/db/schema';
import { ApiError } from '../api-error';
import { createRateLimiter, type RateLimiter } from '../rate-limits';

const HOUR_SECONDS = 3600;

async function consume(limiter: RateLimiter, key: string): Promise<void> {
  const result = await limiter.consume(key);
  if (!result.allowed) throw new ApiError(429, 'too_many_requests', undefined, { headers: { 'Retry-After': String(result.retryAfterSeconds) } });
}

/**
 * The rules around avatar uploads: one at a time per account, a second one while the first is
 * still being decoded and stored is refused (429 avatar_upload_in_progress, Retry-After 1) rather
 * than queued, since a waiting upload would hold its body in memory for nothing; and at most
 * AVATAR_RATE_LIMIT_ACCOUNT_PER_HOUR per account and AVATAR_RATE_LIMIT_IP_PER_HOUR per address
 * (429 too_many_requests).
 */
export function createAvatarUploadGate(config: Pick<AppConfig, 'redisUrl' | 'auth'>) {
  const { accountPerHour, ipPerHour } = config.auth.avatarUploadLimits;
  const perAccount = createRateLimiter(config, { name: 'avatar-upload-account', points: accountPerHour, durationSeconds: HOUR_SECONDS });
  const perIp = createRateLimiter(config, { name: 'avatar-upload-ip', points: ipPerHour, durationSeconds: HOUR_SECONDS });
  const uploading = new Set<number>();

  return {
    /** Runs `upload` for the account if the rules allow it now; else a 429. */
    async run<T>(userId: number, ip: string | null, upload: () => Promise<T>): Promise<T> {
      if (uploading.has(userId)) throw new ApiError(429, 'avatar_upload_in_progress', undefined, { headers: { 'Retry-After': '1' } });
      uploading.add(userId);
      try {
        await consume(perIp, ip ?? 'unknown');
        await consume(perAccount, String(userId));
        return await upload();
      } finally {
        uploading.delete(userId);
      }
    },
  };
}

export type AvatarUploadGate = ReturnType<typeof createAvatarUploadGate>;

/**
 * The avatar the user row holds now, read inside the transaction that replaces it (locked on
 * PostgreSQL): the file to delete after the commit, even when another change came in between.
 */
export async function avatarBeingReplaced(trx: Transaction<Database> | Kysely<Database>, userId: number, engine: Engine): Promise<string | null> {
  const query = trx.selectFrom('users').select('avatar').where('id', '=', userId);
  const row = await (engine === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  return row?.avatar ?? null;
}
