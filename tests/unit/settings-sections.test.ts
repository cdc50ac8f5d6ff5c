import { describe, expect, it } from 'vitest';
import { SETTINGS_SECTIONS } from '@/components/dashboard/settings/settings-sections';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import tr from '@/i18n/messages/tr.json';
import { SETTING_SCHEMAS } from '@/shared/api/settings';

type SettingsMessages = { fields: Record<string, string>; choices: Record<string, Record<string, string>> };

describe.each([['en', en], ['sv', sv], ['tr', tr]] as const)('the settings screen in %s', (_locale, messages) => {
  const texts = messages.dashboard.settings as unknown as SettingsMessages;
  const fields = SETTINGS_SECTIONS.flatMap((section) => section.fields);

  it('labels every field', () => {
    for (const field of fields) expect(texts.fields[field.key], field.key).toEqual(expect.any(String));
  });

  it('names every option of every choice, and offers exactly what the setting accepts', () => {
    for (const field of fields) {
      if (field.kind !== 'choice' || !Array.isArray(field.options)) continue;
      expect(Object.keys(texts.choices[field.key]).sort(), field.key).toEqual([...field.options].sort());
      const schema = SETTING_SCHEMAS[field.key] as { options?: readonly string[] };
      expect([...(schema.options ?? [])].sort(), field.key).toEqual([...field.options].sort());
    }
  });
});
