import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIL_PER_RECIPIENT_PER_HOUR } from '@/server/config';
import { createAuthTestContext, linkToken, queuedMails, signIn, signUp } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createAuthTestContext();
});
afterAll(() => t.close());

const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
afterEach(() => warnings.mockClear());
afterAll(() => warnings.mockRestore());

const forgot = (email: string) => t.callJson('/api/auth/forgot-password', { json: { email, path: '/auth/recovery-account' } });
const mailsOf = async (email: string, template: string) => (await queuedMails(t, email)).filter((mail) => mail.template === template);

describe('mail per recipient (issue 7, item 17)', () => {
  it(`recovery: at most ${MAIL_PER_RECIPIENT_PER_HOUR} mails an hour; the caller sees no difference, the last link keeps working`, async () => {
    const { input } = await signUp(t);
    const answers: unknown[] = [];
    for (let i = 0; i < MAIL_PER_RECIPIENT_PER_HOUR + 3; i++) {
      const { res, body } = await forgot(i % 2 ? input.email.toUpperCase() : input.email);
      expect(res.status).toBe(200);
      answers.push(body);
      await t.ctx.services.auth.recovery.settled();
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    // The welcome mail was a link mail to this address too.
    const recovery = await mailsOf(input.email, 'recovery');
    expect(recovery).toHaveLength(MAIL_PER_RECIPIENT_PER_HOUR - 1);

    const logged = warnings.mock.calls.map((call) => String(call[0]));
    expect(logged).toHaveLength(4);
    for (const line of logged) {
      expect(line).toContain('"recovery"');
      expect(line).toContain(input.email);
      expect(line).not.toMatch(/[A-Za-z0-9_-]{43}/);
    }

    // The refused requests made no new link, so the last one mailed still works.
    const lastLink = linkToken(recovery.at(-1)!.text);
    const newPassword = 'Granite-Meadow-Velvet-9';
    const reset = await t.call('/api/auth/reset-password', { json: { token: lastLink, new_password: newPassword, confirm_password: newPassword } });
    expect(reset.status).toBe(200);
    // The notice that the password changed has its own budget: it is still sent.
    expect(await mailsOf(input.email, 'password_changed')).toHaveLength(1);
    expect((await signIn(t, input.username, newPassword)).res.status).toBe(200);
  });

  it('sign-up: a +tag does not make another mailbox', async () => {
    const mailbox = `flood${Date.now()}@example.com`;
    const addresses = Array.from({ length: MAIL_PER_RECIPIENT_PER_HOUR + 2 }, (_, i) => mailbox.replace('@', `+${i}@`));
    for (const email of addresses) await signUp(t, { email });
    const welcomed = [];
    for (const email of addresses) welcomed.push(...(await mailsOf(email, 'welcome')));
    expect(welcomed).toHaveLength(MAIL_PER_RECIPIENT_PER_HOUR);
    // The accounts without a mail have no link either; they can ask for one later.
    const unmailed = addresses.at(-1)!;
    const user = await t.ctx.handle.db.selectFrom('users').select('id').where('email', '=', unmailed).executeTakeFirstOrThrow();
    expect(await t.ctx.handle.db.selectFrom('verification_tokens').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('verification resend: 429 once the address had its share, and the earlier link keeps working', async () => {
    const { input, token } = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < MAIL_PER_RECIPIENT_PER_HOUR; i++) {
      statuses.push((await t.call('/api/auth/verify/resend', { method: 'POST', token })).status);
    }
    // One welcome mail and four new links, then no more.
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const links = [...(await mailsOf(input.email, 'welcome')), ...(await mailsOf(input.email, 'verify_email'))];
    expect(links).toHaveLength(MAIL_PER_RECIPIENT_PER_HOUR);
    const verified = await t.callJson<{ user: { email_verified: boolean } }>('/api/auth/verify', { json: { token: linkToken(links.at(-1)!.text) } });
    expect(verified.body.data!.user.email_verified).toBe(true);
  });
});
