import { describe, expect, it } from 'vitest';
import { localizedContent, localizedMenuItem, localizedText } from '@/server/services/localize';
import { toPublicSettings } from '@/server/services/public-settings';

describe('localizedText', () => {
  it('picks the locale, then English, then any text', () => {
    expect(localizedText({ en: 'Hello', sv: 'Hej' }, 'sv')).toBe('Hej');
    expect(localizedText({ en: 'Hello', sv: '' }, 'sv')).toBe('Hello');
    expect(localizedText({ tr: 'Merhaba' }, 'sv')).toBe('Merhaba');
    expect(localizedText('plain', 'tr')).toBe('plain');
    expect(localizedText(null, 'en')).toBe('');
    expect(localizedText(['a'], 'en')).toBe('');
  });

  it('resolves only multilingual fields of a content', () => {
    const fields = [
      { key: 'head', label: {}, type: 'multilang_text' as const, required: true },
      { key: 'logo', label: {}, type: 'image' as const, required: false },
    ];
    expect(localizedContent({ head: { en: 'Hi', tr: 'Selam' }, logo: { en: 'kept as is' } }, fields, 'tr')).toEqual({ head: 'Selam', logo: { en: 'kept as is' } });
  });

  it('resolves nested menu labels', () => {
    const item = localizedMenuItem(
      { id: 'a', label: { en: 'About', sv: 'Om' }, type: 'page', page: 'about', open_new_page: false, visibility: 'anyone', children: [{ id: 'b', label: { en: 'Team' }, type: 'page', open_new_page: true, visibility: 'logged_in' }] },
      'sv',
    );
    expect(item).toEqual({ id: 'a', label: 'Om', type: 'page', page: 'about', open_new_page: false, visibility: 'anyone', children: [{ id: 'b', label: 'Team', type: 'page', open_new_page: true, visibility: 'logged_in' }] });
  });
});

describe('toPublicSettings', () => {
  it('keeps only whitelisted keys and turns OAuth credentials into booleans', () => {
    const settings = toPublicSettings(
      { app_name: 'X', smtp_password: 'secret', google_client_id: 'id', google_client_secret: 'secret', facebook_client_id: 'id', default_language: 'xx' },
      'en',
    );
    expect(JSON.stringify(settings)).not.toContain('secret');
    expect(settings.oauth).toEqual({ google: true, facebook: false });
    expect(settings.default_language).toBe('en');
    expect(Object.keys(settings).sort()).toEqual([
      'app_company_suffix', 'app_description', 'app_name', 'contact', 'cookie_consent', 'default_language',
      'maintenance_message', 'maintenance_mode', 'oauth', 'registration',
    ]);
  });
});
