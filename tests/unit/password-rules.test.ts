import { describe, expect, it } from 'vitest';
import { changePasswordSchema, resetPasswordSchema, signUpSchema } from '@/shared/schemas/auth';
import { isPersonalPassword } from '@/shared/schemas/password-rules';

/** The message keys zod reports for one field of a client form's schema. */
function fieldMessages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string): string[] {
  return (result.error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

const account = { username: 'Quill.Owner', email: 'inbox.owner@example.com', fullname: 'Ada Lovelace', birthday: '1990-12-10' };

describe('the client forms refuse weak passwords as the server does (without the common-password list)', () => {
  it.each([
    ['        ', 'validation.password_blank'],
    ['\t\t\t\t\t\t\t\t\t', 'validation.password_blank'],
    ['  ab    cd  ', 'validation.password_blank'],
    ['aaaaaaaaaa', 'validation.password_repetitive'],
    ['1111 1111 1111', 'validation.password_repetitive'],
    ['short', 'validation.password_min'],
  ])('new password %j: %s, and only that', (password, key) => {
    expect(fieldMessages(signUpSchema.safeParse({ ...account, password }), 'password')).toEqual([key]);
    expect(fieldMessages(resetPasswordSchema.safeParse({ token: 'a'.repeat(43), new_password: password, confirm_password: password }), 'new_password')).toEqual([key]);
    expect(fieldMessages(changePasswordSchema.safeParse({ current_password: 'x', new_password: password, confirm_password: password }), 'new_password')).toEqual([key]);
  });

  it.each(['quill.owner', 'QUILL.OWNER', ' Quill.Owner ', 'inbox.owner@example.com', 'Inbox.Owner@Example.com', 'inbox.owner', 'INBOX.OWNER'])(
    'sign-up refuses %j as the password of that account',
    (password) => {
      expect(fieldMessages(signUpSchema.safeParse({ ...account, password }), 'password')).toEqual(['validation.password_personal']);
    },
  );

  it('accepts a password that only contains the name, and a passphrase with spaces', () => {
    expect(signUpSchema.safeParse({ ...account, password: 'Quill.Owner-Harbour-7' }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...account, password: 'violet harbour lantern' }).success).toBe(true);
  });

  it('compares with the username, the address and its local part only when they are known', () => {
    expect(isPersonalPassword('inbox.owner', { email: 'inbox.owner@example.com' })).toBe(true);
    expect(isPersonalPassword('inbox.owner', { username: null, email: null })).toBe(false);
    expect(isPersonalPassword('', { username: '', email: '' })).toBe(false);
  });
});
