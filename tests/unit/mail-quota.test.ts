import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createMailQuota, recipientKey } from '@/server/services/mail-quota';
import { closeRateLimiters } from '@/server/services/rate-limits';
import { redisAnswers, TEST_REDIS_URL } from '../helpers/redis';

const redisAvailable = await redisAnswers();
afterAll(() => closeRateLimiters());

const quota = (env: Record<string, string> = {}) => createMailQuota(loadConfig(env));

async function admitted(admit: () => Promise<boolean>, times: number): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let i = 0; i < times; i++) answers.push(await admit());
  return answers;
}

describe('mail quota per recipient', () => {
  it('allows 5 mails an hour by default', async () => {
    const mails = quota();
    const address = `${randomUUID()}@example.com`;
    expect(await admitted(() => mails.admit(address, 'recovery'), 6)).toEqual([true, true, true, true, true, false]);
  });

  it('counts per day as well (MAIL_RECIPIENT_LIMIT_PER_DAY), and a refusal by the day costs nothing of the hour', async () => {
    const mails = quota({ MAIL_RECIPIENT_LIMIT_PER_HOUR: '4', MAIL_RECIPIENT_LIMIT_PER_DAY: '2' });
    const address = `${randomUUID()}@example.com`;
    expect(await admitted(() => mails.admit(address, 'verify_email'), 4)).toEqual([true, true, false, false]);
  });

  it('counts one mailbox across case and +tags, and keeps notices apart from requested mail', async () => {
    const mails = quota({ MAIL_RECIPIENT_LIMIT_PER_HOUR: '2' });
    const local = randomUUID();
    expect(await mails.admit(`${local}@example.com`, 'recovery')).toBe(true);
    expect(await mails.admit(`${local.toUpperCase()}+news@EXAMPLE.com`, 'welcome')).toBe(true);
    expect(await mails.admit(`${local}+other@example.com`, 'email_changed')).toBe(false);
    expect(await mails.admit(`${local}@example.com`, 'password_changed')).toBe(true);
    expect(await mails.admit(`other-${local}@example.com`, 'recovery')).toBe(true);
  });

  it.skipIf(!redisAvailable)('shares the count between instances through Redis', async () => {
    const [first, second] = [quota({ REDIS_URL: TEST_REDIS_URL }), quota({ REDIS_URL: TEST_REDIS_URL })];
    const address = `${randomUUID()}@example.com`;
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await (i % 2 ? first : second).admit(address, 'recovery'));
    expect(answers).toEqual([true, true, true, true, true, false]);
  });

  it.each([
    ['Ada+news@Example.com', 'ada@example.com'],
    [' ada@example.com ', 'ada@example.com'],
    ['a+b+c@x.test', 'a@x.test'],
    ['no-at-sign', 'no-at-sign'],
  ])('recipientKey(%j) is %j', (address, key) => {
    expect(recipientKey(address)).toBe(key);
  });
});
