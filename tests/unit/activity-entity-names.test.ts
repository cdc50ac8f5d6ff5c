import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@/server/entities';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import tr from '@/i18n/messages/tr.json';

/** The overview's activity line names an audit row's entity by `dashboard.{entity}.title` (activity-list.tsx), else by the bare name. */
const activityName = (messages: typeof en, entity: string) =>
  (messages.dashboard as Record<string, { title?: string } | undefined>)[entity]?.title ?? entity;

describe('the activity line', () => {
  it.each([['en', en, 'Form submissions'], ['sv', sv, 'Formulärinskick'], ['tr', tr, 'Form gönderimleri']] as const)(
    'names a form\'s submissions in %s',
    (_locale, messages, name) => {
      expect(activityName(messages, ENTITIES.submissions('contact').name)).toBe(name);
    },
  );
});
