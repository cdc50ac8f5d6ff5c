import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse } from '@/shared/api/envelope';
import type { AuthUser } from '@/shared/types';
import { createAuthTestContext, signUp } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/test-context';

/**
 * Avatar uploads: one at a time per account, old files deleted only once the new one is
 * committed, and a limit per account and per address.
 */
const ACCOUNT_PER_HOUR = 3;
const IP_PER_HOUR = 5;

let t: TestContext;
let image: Buffer;
beforeAll(async () => {
  t = await createAuthTestContext({ AVATAR_RATE_LIMIT_ACCOUNT_PER_HOUR: String(ACCOUNT_PER_HOUR), AVATAR_RATE_LIMIT_IP_PER_HOUR: String(IP_PER_HOUR) });
  // Big enough in pixels that decoding takes a moment, small as a file.
  image = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#3366cc' } }).png().toBuffer();
});
afterAll(() => t.close());

let addresses = 0;
const freshIp = () => `198.51.100.${++addresses}`;

function upload(token: string, ip: string, language = 'en') {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'avatar.png');
  return t.call('/api/auth', { method: 'PUT', token, ip, body: form, headers: { 'x-language': language } })
    .then(async (res) => ({ status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as ApiResponse<{ user: AuthUser }> }));
}

const avatarFilesOf = (userId: number) => {
  const directory = path.join(t.ctx.config.dataDir, 'avatars');
  return fs.existsSync(directory) ? fs.readdirSync(directory).filter((name) => name.startsWith(`${userId}-`)) : [];
};

const storedAvatar = async (userId: number) =>
  (await t.ctx.handle.db.selectFrom('users').select('avatar').where('id', '=', userId).executeTakeFirstOrThrow()).avatar;

describe('avatar uploads', () => {
  it('16 parallel uploads leave exactly one file, the one the user row names; the others are refused while one is in progress (429)', async () => {
    const { token, user } = await signUp(t);
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 16 }, () => upload(token, ip, 'sv')));

    expect(answers.map((answer) => answer.status).every((status) => status === 200 || status === 429)).toBe(true);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const busy = answers.filter((answer) => answer.body.message === 'En annan uppladdning av profilbild pågår fortfarande, vänta tills den är klar');
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) expect([answer.status, answer.retryAfter]).toEqual([429, '1']);

    const avatar = await storedAvatar(user.id);
    expect(avatar).toMatch(/^\/api\/avatars\//);
    expect(avatarFilesOf(user.id)).toEqual([path.basename(avatar!)]);
    expect((await t.call(avatar!)).status).toBe(200);
  });

  it(`allows ${ACCOUNT_PER_HOUR} uploads an hour per account (AVATAR_RATE_LIMIT_ACCOUNT_PER_HOUR), then 429`, async () => {
    const { token, user } = await signUp(t);
    for (let i = 0; i < ACCOUNT_PER_HOUR; i++) expect((await upload(token, freshIp())).status).toBe(200);
    const limited = await upload(token, freshIp(), 'tr');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ status: false, statusCode: 429, message: 'Çok fazla istek, lütfen daha sonra tekrar deneyin' });
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    // Each replaced file went once its successor was committed.
    expect(avatarFilesOf(user.id)).toEqual([path.basename((await storedAvatar(user.id))!)]);
  });

  it(`allows ${IP_PER_HOUR} uploads an hour per address (AVATAR_RATE_LIMIT_IP_PER_HOUR), whoever signs in, then 429`, async () => {
    const ip = freshIp();
    const first = await signUp(t);
    const second = await signUp(t);
    for (let i = 0; i < ACCOUNT_PER_HOUR; i++) expect((await upload(first.token, ip)).status).toBe(200);
    for (let i = ACCOUNT_PER_HOUR; i < IP_PER_HOUR; i++) expect((await upload(second.token, ip)).status).toBe(200);
    expect((await upload(second.token, ip)).status).toBe(429);
    expect((await upload(second.token, freshIp())).status).toBe(200);
  });
});
