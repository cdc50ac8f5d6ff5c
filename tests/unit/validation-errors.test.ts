import { describe, expect, it } from 'vitest';
import { translate } from '@/server/i18n/translate';
import { message, toValidationErrorTree, z } from '@/shared/schemas';
import type { Locale } from '@/i18n/locales';

function treeOf(schema: z.ZodType, input: unknown, locale: Locale = 'en') {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation failure');
  return toValidationErrorTree(result.error, (key, params) => translate(locale, key, params));
}

describe('the translated zod error tree', () => {
  const signUp = z.strictObject({
    username: z.string().min(3, message('username_min')),
    password: z.string().min(8, message('password_min')),
    age: z.number().int().min(18).max(130).multipleOf(1),
    role: z.enum(['user', 'editor']),
    tags: z.array(z.object({ name: z.string().min(2) })).max(3),
    links: z.array(z.string()).max(1),
    title: z.object({ en: z.string(), sv: z.string().optional() }),
  });

  it('nests per field, array index and object key, with keyed and generic messages', () => {
    expect(
      treeOf(signUp, {
        username: 'ab',
        password: 'short',
        age: 12,
        role: 'admin',
        tags: [{ name: 'ok' }, { name: 'x' }, { name: 'yy' }],
        links: ['a', 'b'],
        title: {},
        extra: 1,
      }),
    ).toEqual({
      _errors: ['Unrecognised key: extra'],
      username: { _errors: ['Username must be at least 3 characters'] },
      password: { _errors: ['Password must be at least 8 characters'] },
      age: { _errors: ['Must be at least 18'] },
      role: { _errors: ['Invalid option: expected one of user, editor'] },
      tags: { _errors: [], 1: { _errors: [], name: { _errors: ['Must be at least 2 characters'] } } },
      links: { _errors: ['Must contain at most 1 item'] },
      title: { _errors: [], en: { _errors: ['Required field'] } },
    });
  });

  it('translates to Swedish and Turkish', () => {
    const input = { username: 'ab', password: 'short', age: 'old', role: 'user', tags: [], links: [], title: { en: 'x' } };
    expect(treeOf(signUp, input, 'sv')).toMatchObject({
      username: { _errors: ['Användarnamnet måste ha minst 3 tecken'] },
      age: { _errors: ['Förväntade ett tal'] },
    });
    expect(treeOf(signUp, input, 'tr')).toMatchObject({
      password: { _errors: ['Şifre en az 8 karakter olmalıdır'] },
      age: { _errors: ['Sayı bekleniyordu'] },
    });
  });

  it.each([
    ['an infinite number', z.number(), Infinity, 'The number must be finite'],
    ['text for a number', z.number(), 'x', 'Expected a number'],
    ['a number for a boolean', z.boolean(), 1, 'Expected true or false'],
    ['a wrong literal', z.literal(true), false, 'Invalid value: expected true'],
    ['a bad e-mail', z.email(), 'nope', 'Invalid e-mail'],
    ['a bad URL', z.url(), 'nope', 'Invalid URL'],
    ['an impossible ISO date', z.iso.date(), '2024-13-45', 'Invalid date format'],
    ['a regex mismatch', z.string().regex(/^a/), 'b', 'Invalid text format'],
    ['text for a Date', z.date(), 'not a date', 'Invalid date'],
    ['a number off the step', z.number().multipleOf(5), 7, 'Must be a multiple of 5'],
    ['an exclusive minimum', z.number().gt(5), 5, 'Must be greater than 5'],
    ['a too long text', z.string().max(1), 'ab', 'Must be at most 1 character'],
    ['an empty list', z.array(z.string()).min(1), [], 'Must contain at least 1 item'],
    ['a failed refinement', z.string().refine(() => false), 'x', 'Invalid input'],
    ['a keyed refinement', z.string().refine(() => false, message('passwords_mismatch')), 'x', 'Passwords must match'],
    ['no union member', z.union([z.string(), z.number()]), true, 'Expected text'],
  ])('explains %s', (_, schema, input, expected) => {
    const tree = treeOf(schema as z.ZodType, input);
    expect(tree._errors).toContain(expected);
  });

  it('counts keys in plural', () => {
    expect(treeOf(z.strictObject({}), { a: 1, b: 2 })._errors).toEqual(['Unrecognised keys: a, b']);
    expect(treeOf(z.strictObject({}), { a: 1, b: 2 }, 'sv')._errors).toEqual(['Okända nycklar: a, b']);
  });

  it('puts keys, never English, into issue messages', () => {
    const result = signUp.safeParse({});
    expect(result.success).toBe(false);
    for (const issue of result.error!.issues) expect(issue.message).toMatch(/^validation\.[a-z_]+$/);
  });
});
