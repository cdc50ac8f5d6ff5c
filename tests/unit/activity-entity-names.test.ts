import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@/server/entities';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import tr from '@/i18n/messages/tr.json';

/** The overview's activity line names an audit row's entity by `dashboard.{entity}.title` (activity-list.tsx), else by the bare name. */
const activityName = (messages: typeof en, entity: string) =>
  (messages.dashboard as Record<string, { title?: string } | undefined>)[entity]?.title ?? entity;

/** Every audit row's entity name: a per-module entity's (contents, submissions) is the same for every module. */
const entityNames = Object.values(ENTITIES).map((entity) => (typeof entity === 'function' ? entity('contact') : entity).name);

describe('the activity line', () => {
  it.each([['en', en, 'Form submissions'], ['sv', sv, 'Formulärinskick'], ['tr', tr, 'Form gönderimleri']] as const)(
    'names a form\'s submissions in %s',
    (_locale, messages, name) => {
      expect(activityName(messages, ENTITIES.submissions('contact').name)).toBe(name);
    },
  );

  it.each([['en', en, 'Module contents'], ['sv', sv, 'Modulinnehåll'], ['tr', tr, 'Modül içerikleri']] as const)(
    'names a content module\'s contents in %s',
    (_locale, messages, name) => {
      expect(activityName(messages, ENTITIES.contents('blog').name)).toBe(name);
    },
  );

  it.each([['en', en], ['sv', sv], ['tr', tr]] as const)('names every entity in %s, none by its bare name', (_locale, messages) => {
    expect(entityNames.filter((name) => activityName(messages, name) === name)).toEqual([]);
  });
});
