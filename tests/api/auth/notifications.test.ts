import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationView } from '@/server/services/notifications';
import { createAuthTestContext, signUp } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createAuthTestContext();
});
afterAll(() => t.close());

const list = (token: string, language = 'en') => t.callJson<NotificationView[]>('/api/auth/notifications', { token, headers: { 'x-language': language } });
const act = (token: string, json: unknown) => t.callJson('/api/auth/notifications', { token, json });

/** A user with three unread notifications: welcome, password changed, e-mail changed. */
async function userWithNotifications() {
  const account = await signUp(t);
  await t.ctx.services.notifications.create(account.user.id, 'notification_password_changed');
  await t.ctx.services.notifications.create(account.user.id, 'notification_email_changed');
  return account;
}

describe('GET /api/auth/notifications', () => {
  it("lists the caller's notifications, newest first, in the reader's language", async () => {
    const { token } = await userWithNotifications();
    const english = await list(token);
    expect(english.res.status).toBe(200);
    expect(english.body.data!.map((n) => [n.status, n.text])).toEqual([
      ['unread', 'Your e-mail address was changed. Confirm the new address with the link we sent to it.'],
      ['unread', 'Your password was changed. If this was not you, reset your password now.'],
      ['unread', 'Welcome! Your account is ready.'],
    ]);
    expect((await list(token, 'tr')).body.data!.at(-1)!.text).toBe('Hoş geldiniz! Hesabınız hazır.');
    expect((await list(token, 'sv')).body.data!.at(-1)!.text).toBe('Välkommen! Ditt konto är klart.');
  });

  it('needs a session', async () => {
    expect((await t.call('/api/auth/notifications')).status).toBe(401);
  });
});

describe('POST /api/auth/notifications', () => {
  it('marks one read (the default action), then all read', async () => {
    const { token } = await userWithNotifications();
    const [newest, middle] = (await list(token)).body.data!;
    const marked = await act(token, { id: newest.id });
    expect(marked.res.status).toBe(200);
    expect(marked.body.message).toBe('Marked as read');
    expect((await list(token)).body.data!.map((n) => n.status)).toEqual(['read', 'unread', 'unread']);
    // An id as a string of digits is accepted too.
    expect((await act(token, { id: String(middle.id), action: 'read' })).res.status).toBe(200);

    const all = await act(token, { action: 'read_all' });
    expect(all.body.message).toBe('All notifications marked as read');
    expect((await list(token)).body.data!.every((n) => n.status === 'read')).toBe(true);
  });

  it('deletes one, then all', async () => {
    const { token } = await userWithNotifications();
    const [newest] = (await list(token)).body.data!;
    expect((await act(token, { id: newest.id, action: 'delete' })).body.message).toBe('Deleted');
    expect((await list(token)).body.data!).toHaveLength(2);
    expect((await act(token, { action: 'delete_all' })).body.message).toBe('All notifications deleted');
    expect((await list(token)).body.data!).toEqual([]);
  });

  it("answers 404 for another user's notification and leaves it alone", async () => {
    const mine = await signUp(t);
    const theirs = await userWithNotifications();
    const [their] = (await list(theirs.token)).body.data!;
    for (const action of ['read', 'delete']) {
      const { res, body } = await act(mine.token, { id: their.id, action });
      expect(res.status).toBe(404);
      expect(body).toEqual({ status: false, statusCode: 404, message: 'Notification not found' });
    }
    expect((await list(theirs.token)).body.data![0]).toMatchObject({ id: their.id, status: 'unread' });
    // read_all and delete_all only ever touch the caller's own.
    await act(mine.token, { action: 'delete_all' });
    expect((await list(theirs.token)).body.data!).toHaveLength(3);
  });

  it('answers 422 for ids of the wrong shape and for a missing id', async () => {
    const { token } = await signUp(t);
    for (const id of [{}, [], 'abc', 1.5, -3, 0, true, '1e3']) {
      const { res, body } = await act(token, { id, action: 'read' });
      expect(res.status, JSON.stringify(id)).toBe(422);
      expect(body.data).toHaveProperty('id');
    }
    const missing = await act(token, { action: 'delete' });
    expect(missing.body.data).toEqual({ _errors: [], id: { _errors: ['Required field'] } });
    const unknownAction = await act(token, { id: 1, action: 'archive' });
    expect(unknownAction.body.data).toHaveProperty('action');
  });
});
