import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/locales';
import { translate } from '@/server/i18n/translate';
import { issueText, message, toValidationErrorTree, z } from '@/shared/schemas';

/**
 * Every issue zod 4 can raise, in every locale, reads as a sentence: no message key, no
 * placeholder or ICU syntax left over, and Swedish and Turkish are not English copies.
 */

type Case = readonly [name: string, schema: z.ZodType, input: unknown, english: string];

const file = (bytes: number) => new File(['x'.repeat(bytes)], 'upload.bin');
const isJson = (value: string) => {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
};

const INVALID_TYPE: Case[] = [
  ['a missing value', z.object({ name: z.string() }), {}, 'Required field'],
  ['a number for text', z.string(), 1, 'Expected text'],
  ['text for a number', z.number(), 'x', 'Expected a number'],
  ['NaN for a number', z.number(), NaN, 'Expected a number'],
  ['an infinite number', z.number(), Infinity, 'The number must be finite'],
  ['a fraction for an integer', z.int(), 1.5, 'Expected a whole number'],
  ['a number for a bigint', z.bigint(), 1, 'Expected a whole number'],
  ['a number for a boolean', z.boolean(), 1, 'Expected true or false'],
  ['a list for an object', z.object({}), [], 'Expected an object'],
  ['a list for a record', z.record(z.string(), z.number()), [], 'Expected an object'],
  ['an object for a map', z.map(z.string(), z.number()), {}, 'Expected an object'],
  ['an object for a list', z.array(z.string()), {}, 'Expected a list'],
  ['an object for a tuple', z.tuple([z.string()]), {}, 'Expected a list'],
  ['a list for a set', z.set(z.string()), [], 'Expected a list'],
  ['text for a Date', z.date(), 'not a date', 'Invalid date'],
  ['text for a file', z.file(), 'x', 'Expected a file'],
  ['a value for null', z.null(), 1, 'Wrong type'],
  ['a value for a symbol', z.symbol(), 1, 'Wrong type'],
];

const SIZES: Case[] = [
  ['a short text', z.string().min(3), 'ab', 'Must be at least 3 characters'],
  ['a long text', z.string().max(1), 'ab', 'Must be at most 1 character'],
  ['a text of the wrong exact length (short)', z.string().length(3), 'ab', 'Must be exactly 3 characters'],
  ['a text of the wrong exact length (long)', z.string().length(1), 'ab', 'Must be exactly 1 character'],
  ['a small number', z.number().min(18), 12, 'Must be at least 18'],
  ['a large number', z.number().max(130), 131, 'Must be at most 130'],
  ['an exclusive minimum', z.number().gt(5), 5, 'Must be greater than 5'],
  ['an exclusive maximum', z.number().lt(5), 5, 'Must be less than 5'],
  ['a large int32', z.int32(), 2 ** 40, 'Must be at most 2147483647'],
  ['a short list', z.array(z.string()).min(1), [], 'Must contain at least 1 item'],
  ['a long list', z.array(z.string()).max(2), ['a', 'b', 'c'], 'Must contain at most 2 items'],
  ['a list of the wrong exact length', z.array(z.string()).length(2), ['a'], 'Must contain exactly 2 items'],
  ['a small set', z.set(z.number()).min(2), new Set([1]), 'Must contain at least 2 items'],
  ['a large set', z.set(z.number()).max(1), new Set([1, 2]), 'Must contain at most 1 item'],
  ['an early date', z.date().min(new Date('2020-01-01')), new Date('2019-06-01'), 'Must be on or after 2020-01-01'],
  ['a late date', z.date().max(new Date('2020-01-01')), new Date('2021-06-01'), 'Must be on or before 2020-01-01'],
  ['a small bigint', z.bigint().min(5n), 1n, 'Must be at least 5'],
  ['a large bigint', z.bigint().max(5n), 9n, 'Must be at most 5'],
  ['a small file', z.file().min(10), file(2), 'The file must be at least 10 bytes'],
  ['a large file', z.file().max(1), file(2), 'The file must be at most 1 byte'],
];

/** One schema per string format zod knows, with the `format` its issue names. */
const FORMATS: (readonly [format: string, schema: z.ZodType, input: unknown, english: string])[] = [
  ['email', z.email(), 'nope', 'Invalid e-mail'],
  ['url', z.url(), 'nope', 'Invalid URL'],
  ['emoji', z.emoji(), 'a', 'Invalid text format'],
  ['uuid', z.uuid(), 'x', 'Invalid text format'],
  ['guid', z.guid(), 'x', 'Invalid text format'],
  ['nanoid', z.nanoid(), '!', 'Invalid text format'],
  ['cuid', z.cuid(), '!', 'Invalid text format'],
  ['cuid2', z.cuid2(), '!', 'Invalid text format'],
  ['ulid', z.ulid(), '!', 'Invalid text format'],
  ['xid', z.xid(), '!', 'Invalid text format'],
  ['ksuid', z.ksuid(), '!', 'Invalid text format'],
  ['datetime', z.iso.datetime(), '2024-01-01', 'Invalid date format'],
  ['date', z.iso.date(), '2024-13-45', 'Invalid date format'],
  ['time', z.iso.time(), '25:00', 'Invalid date format'],
  ['duration', z.iso.duration(), 'x', 'Invalid text format'],
  ['ipv4', z.ipv4(), 'x', 'Invalid text format'],
  ['ipv6', z.ipv6(), 'x', 'Invalid text format'],
  ['cidrv4', z.cidrv4(), 'x', 'Invalid text format'],
  ['cidrv6', z.cidrv6(), 'x', 'Invalid text format'],
  ['mac', z.mac(), 'x', 'Invalid text format'],
  ['base64', z.base64(), '!', 'Invalid text format'],
  ['base64url', z.base64url(), '!', 'Invalid text format'],
  ['json_string', z.stringFormat('json_string', isJson), '{', 'Invalid text format'],
  ['e164', z.e164(), 'x', 'Invalid text format'],
  ['credit_card', z.creditCard(), '1234', 'Invalid text format'],
  ['iban', z.iban(), 'x', 'Invalid text format'],
  ['jwt', z.jwt(), 'x', 'Invalid text format'],
  ['hex', z.hex(), 'xyz', 'Invalid text format'],
  ['hostname', z.hostname(), '-', 'Invalid text format'],
  ['sha256_hex', z.hash('sha256'), 'x', 'Invalid text format'],
  ['regex', z.string().regex(/^a/), 'b', 'Invalid text format'],
  ['lowercase', z.string().lowercase(), 'A', 'Must be in lowercase'],
  ['uppercase', z.string().uppercase(), 'a', 'Must be in uppercase'],
  ['starts_with', z.string().startsWith('ab'), 'x', 'Must start with "ab"'],
  ['ends_with', z.string().endsWith('yz'), 'x', 'Must end with "yz"'],
  ['includes', z.string().includes('mid'), 'x', 'Must contain "mid"'],
];

const OTHERS: Case[] = [
  ['a number off the step', z.number().multipleOf(5), 7, 'Must be a multiple of 5'],
  ['a bigint off the step', z.bigint().multipleOf(5n), 7n, 'Must be a multiple of 5'],
  ['one unknown key', z.strictObject({}), { extra: 1 }, 'Unrecognised key: extra'],
  ['several unknown keys', z.strictObject({}), { a: 1, b: 2 }, 'Unrecognised keys: a, b'],
  ['no union member', z.union([z.string(), z.number()]), true, 'Expected text'],
  ['an unknown discriminator', z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })]), { kind: 'c' }, 'Invalid option: expected one of a, b'],
  ['more than one exclusive member', z.xor([z.string(), z.string().min(1)]), 'x', 'Invalid input: it matches more than one of the allowed forms'],
  ['a bad record key', z.record(z.string().min(2), z.number()), { a: 1 }, 'Must be at least 2 characters'],
  ['a bad map key', z.map(z.object({ id: z.number() }), z.number()), new Map([[{ id: 'x' }, 1]]), 'Expected a number'],
  ['a bad map value under an object key', z.map(z.object({}), z.number()), new Map([[{}, 'x']]), 'Expected a number'],
  ['a wrong literal', z.literal(true), false, 'Invalid value: expected true'],
  ['an unknown option', z.enum(['user', 'editor']), 'admin', 'Invalid option: expected one of user, editor'],
  ['a failed refinement', z.string().refine(() => false), 'x', 'Invalid input'],
  ['a keyed refinement', z.string().refine(() => false, message('passwords_mismatch')), 'x', 'Passwords must match'],
  ['a keyed message whose placeholders the issue cannot fill', z.string().regex(/^\d+$/, message('invalid_type')), 'x', 'Invalid text format'],
  ['a keyed message that does not exist', z.string().min(2, { error: 'validation.no_such_message' }), 'x', 'Must be at least 2 characters'],
];

const ALL_CASES: Case[] = [...INVALID_TYPE, ...SIZES, ...FORMATS.map(([format, ...rest]) => [`the ${format} format`, ...rest] as const), ...OTHERS];

function issuesOf(schema: z.ZodType, input: unknown): z.core.$ZodIssue[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation failure');
  return result.error.issues;
}

/** Issues as zod reports them, plus the ones nested in union, key and element issues. */
function allIssues(issues: z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => {
    const nested = issue.code === 'invalid_union' ? issue.errors.flat() : issue.code === 'invalid_key' || issue.code === 'invalid_element' ? issue.issues : [];
    return [issue, ...allIssues(nested)];
  });
}

function treeMessages(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => (key === '_errors' ? (value as string[]) : treeMessages(value)));
}

/** What a reader sees for this input: the messages of the 422 tree and the text of every issue. */
function textsOf(schema: z.ZodType, input: unknown, locale: Locale): string[] {
  const issues = issuesOf(schema, input);
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const tree = treeMessages(toValidationErrorTree(new z.ZodError(issues), t));
  return [...tree, ...allIssues(issues).map((issue) => issueText(issue, t))];
}

function expectSentence(text: string): void {
  expect(text).not.toMatch(/validation\./);
  expect(text).not.toMatch(/[{}#]/);
  expect(text).toMatch(/\p{L}{2,}/u);
}

describe('every zod issue in every language', () => {
  it.each(ALL_CASES)('explains %s in en, sv and tr', (_, schema, input, english) => {
    const texts = Object.fromEntries(locales.map((locale) => [locale, textsOf(schema, input, locale)])) as Record<Locale, string[]>;
    expect(texts.en).toContain(english);
    for (const locale of locales) texts[locale].forEach(expectSentence);
    for (const locale of locales.filter((other) => other !== 'en')) {
      expect(texts[locale]).toHaveLength(texts.en.length);
      texts[locale].forEach((text, index) => expect(text, `${locale} copies English`).not.toBe(texts.en[index]));
    }
  });

  it('covers every issue code, every size origin and every string format', () => {
    const issues = ALL_CASES.flatMap(([, schema, input]) => allIssues(issuesOf(schema, input)));
    const codes = new Set(issues.map((issue) => issue.code));
    expect([...codes].sort()).toEqual(
      ['custom', 'invalid_element', 'invalid_format', 'invalid_key', 'invalid_type', 'invalid_union', 'invalid_value', 'not_multiple_of', 'too_big', 'too_small', 'unrecognized_keys'],
    );
    for (const code of ['too_small', 'too_big'] as const) {
      const origins = new Set(issues.flatMap((issue) => (issue.code === code ? [issue.origin] : [])));
      expect([...origins].sort(), code).toEqual(['array', 'bigint', 'date', 'file', 'number', 'set', 'string']);
    }
    const formats = issues.flatMap((issue) => (issue.code === 'invalid_format' ? [issue.format] : []));
    expect(new Set(formats)).toEqual(new Set(FORMATS.map(([format]) => format)));
  });
});
