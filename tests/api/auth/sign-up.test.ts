import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestContext, newAccount, queuedMails, setCookie, signUp } from '../../helpers/accounts';
import type { TestContext } from '../../helpers/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createAuthTestContext();
});
afterAll(() => t.close());

const register = (json: unknown, headers: Record<string, string> = {}) => t.callJson<{ token: string; user: Record<string, unknown> }>('/api/auth/sign-up', { json, headers });

describe('POST /api/auth/sign-up', () => {
  it('creates an active, unverified account in the default role and signs it in', async () => {
    const input = newAccount({ email: '  New.Member@Example.COM ' });
    const { res, body } = await register(input);
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ status: true, statusCode: 201, message: 'Account created' });
    const defaultRole = await t.ctx.services.settings.get<number>('default_role');
    expect(body.data!.user).toMatchObject({
      username: input.username,
      email: 'new.member@example.com',
      fullname: 'Ada Lovelace',
      birthday: '1990-12-10',
      status: 'active',
      email_verified: false,
      role: { id: defaultRole, name: 'user' },
    });
    expect(setCookie(res, 'token')).toContain(body.data!.token);
    expect((await t.call('/api/auth', { token: body.data!.token })).status).toBe(200);
    const stored = await t.ctx.handle.db.selectFrom('users').select('password_hash').where('username', '=', input.username).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('gives new accounts the role named by the default_role setting', async () => {
    const now = new Date().toISOString();
    const role = await t.ctx.handle.db.insertInto('roles')
      .values({ name: 'members', permissions: t.ctx.handle.json.write({ blog: { read: true } }), updated_at: now })
      .returning('id').executeTakeFirstOrThrow();
    const previous = await t.ctx.services.settings.get<number>('default_role');
    await t.ctx.services.settings.update({ default_role: role.id });
    try {
      const { user } = await signUp(t);
      expect(user.role).toEqual({ id: role.id, name: 'members' });
      expect(user.permissions).toEqual({ blog: { read: true } });
    } finally {
      await t.ctx.services.settings.update({ default_role: previous });
    }
  });

  it('queues the welcome mail with a verify link in the request language, and a welcome notification', async () => {
    const { input, token } = await signUp(t, {}, { headers: { 'x-language': 'sv' } });
    const [mail] = await queuedMails(t, input.email);
    expect(mail.template).toBe('welcome');
    expect(mail.subject).toBe('Välkommen till Polyglot');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/sv\/auth\?token=[A-Za-z0-9_-]{43}/);
    const notifications = await t.callJson<{ text: string }[]>('/api/auth/notifications', { token });
    expect(notifications.body.data!.map((n) => n.text)).toEqual(['Welcome! Your account is ready.']);
  });

  it('answers 409 naming every field already taken, regardless of case', async () => {
    const { input } = await signUp(t);
    const both = await register(newAccount({ username: input.username.toUpperCase(), email: input.email.toUpperCase() }));
    expect(both.res.status).toBe(409);
    expect(both.body).toEqual({
      status: false,
      statusCode: 409,
      message: 'Account already exists',
      data: { _errors: [], username: { _errors: ['This username is already taken'] }, email: { _errors: ['This e-mail is already in use'] } },
    });
    const emailOnly = await register(newAccount({ email: input.email }), { 'x-language': 'tr' });
    expect(emailOnly.res.status).toBe(409);
    expect(emailOnly.body.data).toEqual({ _errors: [], email: { _errors: ['Bu e-posta zaten kullanılıyor'] } });
  });

  it('is refused while registration is disabled', async () => {
    await t.ctx.services.settings.update({ registration: false });
    try {
      const { res, body } = await register(newAccount());
      expect(res.status).toBe(403);
      expect(body).toEqual({ status: false, statusCode: 403, message: 'Registration system is disabled, please try again later' });
    } finally {
      await t.ctx.services.settings.update({ registration: true });
    }
  });

  it('refuses common passwords, whatever their case', async () => {
    for (const password of ['password', 'PassWord', 'qwertyuiop', 'ILoveYou1']) {
      const { res, body } = await register(newAccount({ password }), { 'x-language': 'sv' });
      expect(res.status, password).toBe(422);
      expect(body.data).toEqual({ _errors: [], password: { _errors: ['Lösenordet är för vanligt: välj ett som är svårare att gissa'] } });
    }
    expect((await register(newAccount({ password: 'Fjord-Lantern-Quietly' }))).res.status).toBe(201);
  });

  it.each([
    ['eight spaces', '        ', 'password_blank'],
    ['spaces around three letters', '   abc    ', 'password_blank'],
    ['one character repeated', 'zzzzzzzzzzzz', 'password_repetitive'],
    ['one digit repeated with a space', '7777 7777 7777', 'password_repetitive'],
  ])('refuses a password of %s', async (_, password, key) => {
    const texts: Record<string, Record<string, string>> = {
      password_blank: {
        en: 'Password must contain at least 8 characters other than spaces',
        sv: 'Lösenordet måste innehålla minst 8 tecken som inte är mellanslag',
        tr: 'Şifre, boşluk dışında en az 8 karakter içermelidir',
      },
      password_repetitive: {
        en: 'Password must not be one character repeated',
        sv: 'Lösenordet får inte bestå av ett enda tecken som upprepas',
        tr: 'Şifre tek bir karakterin tekrarından oluşamaz',
      },
    };
    for (const language of ['en', 'sv', 'tr']) {
      const input = newAccount({ password });
      const { res, body } = await register(input, { 'x-language': language });
      expect(res.status).toBe(422);
      expect(body.data).toEqual({ _errors: [], password: { _errors: [texts[key][language]] } });
      expect(await t.ctx.handle.db.selectFrom('users').select('id').where('username', '=', input.username).executeTakeFirst()).toBeUndefined();
    }
  });

  it('refuses a password equal to the username, the e-mail address or its local part, in any case', async () => {
    const texts = {
      en: 'Password must not be your username or e-mail address',
      sv: 'Lösenordet får inte vara ditt användarnamn eller din e-postadress',
      tr: 'Şifre kullanıcı adınız veya e-posta adresiniz olamaz',
    };
    const account = (password: (name: string) => string) => {
      const input = newAccount({ username: `Quill.${Math.random().toString(36).slice(2, 8)}` });
      const local = `inbox-${Math.random().toString(36).slice(2, 8)}`;
      return { ...input, email: `${local}@Example.com`, password: password(`${input.username}|${local}@Example.com|${local}`) };
    };
    const choices: ((owner: string) => string)[] = [
      (owner) => owner.split('|')[0],
      (owner) => owner.split('|')[0].toUpperCase(),
      (owner) => ` ${owner.split('|')[0].toLowerCase()} `,
      (owner) => owner.split('|')[1],
      (owner) => owner.split('|')[1].toUpperCase(),
      (owner) => owner.split('|')[2],
      (owner) => owner.split('|')[2].toUpperCase(),
    ];
    for (const [index, choose] of choices.entries()) {
      const language = (['en', 'sv', 'tr'] as const)[index % 3];
      const input = account(choose);
      const { res, body } = await register(input, { 'x-language': language });
      expect(res.status, input.password).toBe(422);
      expect(body.data).toEqual({ _errors: [], password: { _errors: [texts[language]] } });
    }
    // Containing the name is allowed; only the name itself is refused.
    expect((await register(account((owner) => `${owner.split('|')[0]}-Harbour-Lantern`))).res.status).toBe(201);
  });

  it('validates every field with the messages of the spec', async () => {
    const { res, body } = await register({ username: 'a@', email: 'not-an-email', password: 'short', fullname: 'X1', birthday: '12/10/1990' });
    expect(res.status).toBe(422);
    expect(body.data).toEqual({
      _errors: [],
      username: { _errors: ['Username must be at least 3 characters', 'Invalid username'] },
      email: { _errors: ['Invalid e-mail'] },
      password: { _errors: ['Password must be at least 8 characters'] },
      fullname: { _errors: ['Full name must be at least 3 characters', 'Invalid full name'] },
      birthday: { _errors: ['Invalid date format'] },
    });
    const future = await register(newAccount({ birthday: '2999-01-01' }));
    expect(future.body.data).toEqual({ _errors: [], birthday: { _errors: ['Invalid birthday'] } });
    const huge = await register(newAccount({ password: 'p'.repeat(1025) }));
    expect(huge.body.data).toEqual({ _errors: [], password: { _errors: ['Password must be at most 1024 characters'] } });
    const wrongTypes = await register({ username: ['ada'], email: {}, password: 12345678, fullname: null });
    expect(wrongTypes.res.status).toBe(422);
    expect(Object.keys(wrongTypes.body.data as object).sort()).toEqual(['_errors', 'email', 'fullname', 'password', 'username']);
  });

  it('accepts a sign-up without a birthday', async () => {
    const { birthday: _, ...input } = newAccount();
    const { res, body } = await register(input);
    expect(res.status).toBe(201);
    expect(body.data!.user.birthday).toBeNull();
  });
});
