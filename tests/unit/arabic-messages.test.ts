import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import ar from '@/i18n/messages/ar.json';

/**
 * Arabic, the right-to-left language, is translated in full: no text is left as its English copy
 * but these, which read the same in Arabic (brand and protocol names, codes, a dash, placeholders only).
 */
const SAME_AS_ENGLISH = new Set([
  'account.oauth.google',
  'account.oauth.facebook',
  'dashboard.overview.activity_line',
  'dashboard.roles.cell',
  'dashboard.media.meta.sha256',
  'dashboard.logs.none',
  'dashboard.settings.sections.oauth.title',
  'dashboard.settings.sections.ftp.title',
  'dashboard.settings.choices.smtp_encryption.tls',
  'dashboard.settings.choices.smtp_encryption.ssl',
]);

/** Every leaf as [dotted key, text]. */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const english = new Map(leaves(en));
const arabic = leaves(ar);

/** The arguments a message takes (not the words of its plural branches) and its rich-text tags. */
function argumentsOf(text: string) {
  const names = [...text.matchAll(/(\b(?:zero|one|two|few|many|other)\s*|=\d+\s*)?\{\s*([A-Za-z_]\w*)\s*[,}]/g)].filter((match) => !match[1]).map((match) => match[2]);
  const tags = [...text.matchAll(/<\/?(\w+)>/g)].map((match) => match[1]);
  return { names: [...new Set(names)].sort(), tags: [...new Set(tags)].sort() };
}

describe('Arabic messages', () => {
  it('translates every text but the allowed few', () => {
    const untranslated = arabic.filter(([key, text]) => text === english.get(key) && !SAME_AS_ENGLISH.has(key)).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('allows only texts that still read the same in English', () => {
    const stale = [...SAME_AS_ENGLISH].filter((key) => english.get(key) === undefined || arabic.find(([own]) => own === key)?.[1] !== english.get(key));
    expect(stale).toEqual([]);
  });

  it('keeps the arguments and rich-text tags of each English text', () => {
    const differing = arabic.filter(([key, text]) => JSON.stringify(argumentsOf(text)) !== JSON.stringify(argumentsOf(english.get(key) ?? ''))).map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('formats every text as ICU with the Arabic plural rules, nothing left in braces', () => {
    const t = createTranslator({
      locale: 'ar',
      messages: ar as never,
      onError: (error) => {
        throw error;
      },
    });
    // 0, 1, 2, 3 and 11 reach Arabic's zero, one, two, few and many categories.
    for (const count of [0, 1, 2, 3, 11]) {
      for (const [key, text] of arabic) {
        const { names, tags } = argumentsOf(text);
        const values = Object.fromEntries([...names.map((name) => [name, count]), ...tags.map((tag) => [tag, (chunks: string) => chunks])]);
        expect(t.markup(key as never, values as never), key).not.toMatch(/[{}]/);
      }
    }
  });
});
