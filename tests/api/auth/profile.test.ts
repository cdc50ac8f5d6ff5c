import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@/shared/types';
import { createAuthTestContext, queuedMails, signUp, tokenLinkIn } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/test-context';

const AVATAR_MAX_BYTES = 4096;

let t: TestContext;
beforeAll(async () => {
  t = await createAuthTestContext({ AVATAR_MAX_BYTES: String(AVATAR_MAX_BYTES) });
});
afterAll(() => t.close());

const update = (token: string, json: unknown, headers: Record<string, string> = {}) =>
  t.callJson<{ user: AuthUser }>('/api/auth', { method: 'PUT', token, json, headers });

/** The smallest valid PNG: a 1×1 transparent pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function multipart(fields: Record<string, string | Blob>, fileName = 'avatar.png'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(key, value, fileName);
    else form.append(key, value);
  }
  return form;
}

describe('GET /api/auth', () => {
  it('returns the signed-in user, and 401 without a session', async () => {
    const { token, user } = await signUp(t);
    const { res, body } = await t.callJson<{ user: AuthUser }>('/api/auth', { token });
    expect(res.status).toBe(200);
    expect(body.data!.user).toMatchObject({ id: user.id, username: user.username });
    const anonymous = await t.callJson('/api/auth');
    expect(anonymous.res.status).toBe(401);
    expect((await t.call('/api/auth', { token: 'not-a-token' })).status).toBe(401);
  });
});

describe('PUT /api/auth', () => {
  it('updates the given fields and leaves the others', async () => {
    const { token, user, input } = await signUp(t);
    const { res, body } = await update(token, { fullname: '  Grace Hopper ', gender: 'female', birthday: '1906-12-09' });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ status: true, message: 'Profile updated' });
    expect(body.data!.user).toMatchObject({ id: user.id, fullname: 'Grace Hopper', gender: 'female', birthday: '1906-12-09', username: input.username, email_verified: false });
    // Every session sees the change at once.
    expect((await t.callJson<{ user: AuthUser }>('/api/auth', { token })).body.data!.user.fullname).toBe('Grace Hopper');

    const cleared = await update(token, { gender: '', birthday: null });
    expect(cleared.body.data!.user).toMatchObject({ gender: null, birthday: null, fullname: 'Grace Hopper' });
  });

  it('changes the username, refusing one that is taken (409)', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    const current_password = second.input.password;
    const taken = await update(second.token, { username: first.input.username.toUpperCase(), current_password });
    expect(taken.res.status).toBe(409);
    expect(taken.body.data).toEqual({ _errors: [], username: { _errors: ['This username is already taken'] } });
    const renamed = await update(second.token, { username: `${second.input.username}-new`, current_password });
    expect(renamed.body.data!.user.username).toBe(`${second.input.username}-new`);
    // A case-only change of one's own name is fine.
    const recased = await update(second.token, { username: `${second.input.username}-NEW`, current_password });
    expect(recased.res.status).toBe(200);
  });

  it('on an e-mail change: unverifies, mails the new address a verify link and says so', async () => {
    const { token, user, input } = await signUp(t);
    await t.ctx.handle.db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('id', '=', user.id).execute();
    const other = await signUp(t);
    const taken = await update(token, { email: other.input.email, current_password: input.password });
    expect(taken.res.status).toBe(409);
    expect(taken.body.data).toEqual({ _errors: [], email: { _errors: ['This e-mail is already in use'] } });

    const newEmail = `NEW-${input.email}`;
    const { res, body } = await update(token, { email: newEmail, current_password: input.password }, { 'x-language': 'tr' });
    expect(res.status).toBe(200);
    expect(body.message).toBe('Profil güncellendi. E-posta adresiniz değişti, lütfen hesabınızı yeniden doğrulayın');
    expect(body.data!.user).toMatchObject({ email: newEmail.toLowerCase(), email_verified: false });
    const [mail] = await queuedMails(t, newEmail.toLowerCase());
    expect(mail.template).toBe('email_changed');
    expect(mail.subject).toBe('Yeni e-posta adresinizi doğrulayın');
    expect(tokenLinkIn(mail.text).pathname).toBe('/tr/hesap');
    const notifications = await t.callJson<{ text: string }[]>('/api/auth/notifications', { token, headers: { 'x-language': 'sv' } });
    expect(notifications.body.data![0].text).toBe('Din e-postadress har ändrats. Bekräfta den nya adressen med länken vi skickade dit.');

    const same = await update(token, { email: newEmail.toLowerCase(), fullname: 'Same Address' });
    expect(same.body.message).toBe('Profile updated');
  });

  it('answers 422 with the field tree', async () => {
    const { token } = await signUp(t);
    const { res, body } = await update(token, { gender: 'robot', birthday: '10-12-1990', fullname: 'A', username: 'no spaces', email: 'nope' });
    expect(res.status).toBe(422);
    expect(body.data).toEqual({
      _errors: [],
      gender: { _errors: ['Invalid gender'] },
      birthday: { _errors: ['Invalid date format'] },
      fullname: { _errors: ['Full name must be at least 3 characters'] },
      username: { _errors: ['Invalid username'] },
      email: { _errors: ['Invalid e-mail'] },
    });
  });

  it('stores an uploaded avatar and serves it', async () => {
    const { token } = await signUp(t);
    const res = await t.call('/api/auth', { method: 'PUT', token, body: multipart({ fullname: 'Avatar Owner', avatar: new Blob([PNG], { type: 'image/png' }) }) });
    expect(res.status).toBe(200);
    const { user } = ((await res.json()) as { data: { user: AuthUser } }).data;
    expect(user.fullname).toBe('Avatar Owner');
    expect(user.avatar).toMatch(/^\/api\/avatars\/\d+-[0-9a-f]{16}\.webp$/);

    const image = await t.call(user.avatar!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });

    // Sending the current URL back keeps it; null removes it (and its file).
    expect((await update(token, { avatar: user.avatar, fullname: 'Still Here' })).body.data!.user.avatar).toBe(user.avatar);
    expect((await update(token, { avatar: null })).body.data!.user.avatar).toBeNull();
    expect((await t.call(user.avatar!)).status).toBe(404);
  });

  it('stores a new image: upright, at most 512 px, without the upload\'s metadata', async () => {
    const { token } = await signUp(t);
    // A 600×300 photo whose EXIF says "rotate 90°" and carries a comment and a camera name.
    const photo = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#3a6ea5' } })
      .jpeg({ quality: 40 })
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SpyCam', ImageDescription: 'home address' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await t.callJson<{ user: AuthUser }>('/api/auth', { method: 'PUT', token, body: multipart({ avatar: new Blob([photo], { type: 'image/jpeg' }) }, 'photo.jpg') });
    expect(res.res.status).toBe(200);
    const stored = Buffer.from(await (await t.call(res.body.data!.user.avatar!)).arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes('SpyCam')).toBe(false);
  });

  it('refuses an image that does not decode, whatever its first bytes say', async () => {
    const { token } = await signUp(t);
    const truncated = Buffer.concat([PNG.subarray(0, 40), Buffer.from('not the rest of a png')]);
    const res = await t.call('/api/auth', { method: 'PUT', token, body: multipart({ avatar: new Blob([truncated], { type: 'image/png' }) }) });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { data: unknown }).data).toEqual({ _errors: [], avatar: { _errors: ['Invalid file format'] } });
  });

  it('refuses files that are not images (by content) or too large, and foreign avatar URLs', async () => {
    const { token } = await signUp(t);
    const disguised = await t.call('/api/auth', { method: 'PUT', token, body: multipart({ avatar: new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' }) }) });
    expect(disguised.status).toBe(422);
    expect(((await disguised.json()) as { data: unknown }).data).toEqual({ _errors: [], avatar: { _errors: ['Invalid file type'] } });

    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]);
    const tooLarge = await t.call('/api/auth', { method: 'PUT', token, body: multipart({ avatar: new Blob([big], { type: 'image/png' }) }) });
    expect(tooLarge.status).toBe(422);
    expect(((await tooLarge.json()) as { data: unknown }).data).toEqual({ _errors: [], avatar: { _errors: ['File too large'] } });

    const foreign = await update(token, { avatar: 'https://evil.example/tracker.png' });
    expect(foreign.res.status).toBe(422);
    expect(foreign.body.data).toHaveProperty('avatar');
  });

  it('serves only avatar file names', async () => {
    for (const path of ['/api/avatars/..%2Fapp.sqlite', '/api/avatars/1-0123456789abcdef.svg', '/api/avatars/1-0123456789abcdef.png']) {
      expect((await t.call(path)).status, path).toBe(404);
    }
  });

  it('needs a session', async () => {
    expect((await t.call('/api/auth', { method: 'PUT', json: { fullname: 'Nobody Here' } })).status).toBe(401);
  });
});
