import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import tr from '@/i18n/messages/tr.json';
import ar from '@/i18n/messages/ar.json';

const catalogues = { en, sv, tr, ar } as Record<string, Record<string, unknown>>;

/** Every leaf key as a dotted path. */
function keyPaths(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

/** Every key but the `language` group's, which says what the language is (tests/unit/languages.test.ts; only an optional one has `optional`). */
const keysOf = Object.fromEntries(Object.entries(catalogues).map(([locale, { language: _language, ...messages }]) => [locale, new Set(keyPaths(messages))]));

describe('message files', () => {
  for (const [locale, keys] of Object.entries(keysOf)) {
    for (const [other, otherKeys] of Object.entries(keysOf)) {
      if (locale === other) continue;
      it(`${other} has every key of ${locale}`, () => {
        expect([...keys].filter((key) => !otherKeys.has(key))).toEqual([]);
      });
    }
  }

  it('has no empty texts', () => {
    for (const [locale, messages] of Object.entries(catalogues)) {
      const empty = keyPaths(messages).filter((path) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages) === '');
      expect(empty, locale).toEqual([]);
    }
  });

  const sampleParams = {
    expected: 'string', origin: 'string', minimum: 3, maximum: 8, size: 5, inclusive: 'true', options: 'a, b', keys: 'x', count: 1, divisor: 5,
    format: 'starts_with', prefix: 'a', suffix: 'z', includes: 'm', fields: 'title, body',
  };

  it.each(Object.keys(catalogues))('formats every api and validation message of %s as ICU', (locale) => {
    const t = createTranslator({
      locale,
      messages: catalogues[locale] as never,
      onError: (error) => {
        throw error;
      },
    });
    for (const namespace of ['api', 'validation'] as const) {
      for (const key of Object.keys(catalogues[locale][namespace] as object)) {
        const text = t(`${namespace}.${key}` as never, sampleParams as never);
        expect(text, `${locale}: ${namespace}.${key}`).not.toMatch(/[{}]/);
      }
    }
  });
});
