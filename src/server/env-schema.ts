import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * One environment variable: its zod schema (from the raw string, `undefined` when unset or
 * empty) and the rule a start error states when the value breaks it.
 */
interface Variable<T> {
  schema: z.ZodType<T, string | undefined>;
  rule: string;
  /** A secret's value is never repeated in the error. */
  secret?: boolean;
}

const unset = (value: string | undefined) => value === undefined || value.trim() === '';

export function integer(min: number, max: number, fallback: number): Variable<number> {
  return {
    rule: `an integer from ${min} to ${max}`,
    schema: z.string().optional().transform((value, ctx) => {
      if (unset(value)) return fallback;
      const number = Number(value!.trim());
      if (!Number.isInteger(number) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message: 'out of range' });
        return z.NEVER;
      }
      return number;
    }),
  };
}

export function optionalInteger(min: number, max: number): Variable<number | null> {
  const inner = integer(min, max, Number.NaN);
  return { rule: inner.rule, schema: inner.schema.transform((value) => (Number.isNaN(value) ? null : value)) };
}

export function text(fallback: string, { secret = false } = {}): Variable<string> {
  return { rule: 'text', secret, schema: z.string().optional().transform((value) => (unset(value) ? fallback : value!.trim())) };
}

export function optionalText({ secret = false } = {}): Variable<string | null> {
  return { rule: 'text', secret, schema: z.string().optional().transform((value) => (unset(value) ? null : value!.trim())) };
}

export function oneOf<const T extends string>(values: readonly T[], fallback: T | null): Variable<T | null> {
  return {
    rule: `one of ${values.join(', ')}`,
    schema: z.string().optional().transform((value, ctx) => {
      if (unset(value)) return fallback;
      const trimmed = value!.trim() as T;
      if (values.includes(trimmed)) return trimmed;
      ctx.addIssue({ code: 'custom', message: 'not allowed' });
      return z.NEVER;
    }),
  };
}

/** An absolute URL with one of the given schemes; `secret` for URLs that may carry a password. */
export function url(schemes: readonly string[], { secret = false } = {}): Variable<string | null> {
  return {
    rule: `a ${schemes.join(' or ')} URL`,
    secret,
    schema: z.string().optional().transform((value, ctx) => {
      if (unset(value)) return null;
      const trimmed = value!.trim();
      if (URL.canParse(trimmed) && schemes.includes(new URL(trimmed).protocol.replace(/:$/, ''))) return trimmed;
      ctx.addIssue({ code: 'custom', message: 'not a URL' });
      return z.NEVER;
    }),
  };
}

export function email(fallback: string): Variable<string> {
  return {
    rule: 'an e-mail address',
    schema: z.string().optional().transform((value, ctx) => {
      if (unset(value)) return fallback;
      const trimmed = value!.trim();
      if (z.email().safeParse(trimmed).success) return trimmed;
      ctx.addIssue({ code: 'custom', message: 'not an e-mail address' });
      return z.NEVER;
    }),
  };
}

/** A comma- or space-separated list of IP addresses and CIDR ranges (empty: none). */
export function addressList(fallback: string): Variable<string[]> {
  const valid = (entry: string) => {
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address);
    if (!family || extra !== undefined) return false;
    return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
  };
  return {
    rule: 'a list of IP addresses or CIDR ranges',
    schema: z.string().optional().transform((value, ctx) => {
      const entries = (value ?? fallback).split(/[\s,]+/).filter(Boolean);
      if (entries.every(valid)) return entries;
      ctx.addIssue({ code: 'custom', message: 'not an address' });
      return z.NEVER;
    }),
  };
}

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** A comma- or space-separated list of host names, IP addresses and CIDR ranges (empty: none); names lowercased. */
export function hostList(): Variable<string[]> {
  const ranges = addressList('');
  return {
    rule: 'a list of host names, IP addresses or CIDR ranges',
    schema: z.string().optional().transform((value, ctx) => {
      const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
      const names = entries.filter((entry) => !isIP(entry.split('/')[0]));
      if (names.every((name) => HOST_NAME.test(name)) && ranges.schema.safeParse(entries.filter((entry) => !names.includes(entry)).join(',')).success) {
        return entries.map((entry) => entry.toLowerCase());
      }
      ctx.addIssue({ code: 'custom', message: 'not a host' });
      return z.NEVER;
    }),
  };
}

/** 32 bytes written as 64 hexadecimal digits or in base64 (44 characters). */
export function key32(): Variable<Buffer | null> {
  return {
    rule: '32 bytes as 64 hexadecimal digits or base64',
    secret: true,
    schema: z.string().optional().transform((value, ctx) => {
      if (unset(value)) return null;
      const trimmed = value!.trim();
      const key = /^[0-9a-f]{64}$/i.test(trimmed)
        ? Buffer.from(trimmed, 'hex')
        : /^[A-Za-z0-9+/_-]{43}={0,1}$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : null;
      if (key?.length === 32) return key;
      ctx.addIssue({ code: 'custom', message: 'not a 32-byte key' });
      return z.NEVER;
    }),
  };
}

type Variables = Record<string, Variable<unknown>>;
export type ParsedEnv<V extends Variables> = { [K in keyof V]: V[K] extends Variable<infer T> ? T : never };

/**
 * Parses every variable at once; the first bad one throws `onError` with one line naming it,
 * its rule and (unless secret) the value given, e.g. `PORT must be an integer from 1 to 65535 (got "abc")`.
 */
export function parseEnv<V extends Variables>(
  variables: V,
  env: Record<string, string | undefined>,
  onError: (message: string) => Error,
): ParsedEnv<V> {
  const shape = Object.fromEntries(Object.entries(variables).map(([name, variable]) => [name, variable.schema]));
  const input = Object.fromEntries(Object.keys(variables).map((name) => [name, env[name]]));
  const result = z.object(shape).safeParse(input);
  if (result.success) return result.data as ParsedEnv<V>;
  const name = String(result.error.issues[0].path[0]);
  const variable = variables[name];
  const given = variable.secret ? 'the value given is not shown' : `got ${JSON.stringify(env[name])}`;
  throw onError(`${name} must be ${variable.rule} (${given})`);
}
