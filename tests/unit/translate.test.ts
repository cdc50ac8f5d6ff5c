import { describe, expect, it } from 'vitest';
import { translate } from '@/server/i18n/translate';

describe('translate', () => {
  it('translates keys of the shared message files', () => {
    expect(translate('en', 'api.forbidden')).toBe('You are not authorized.');
    expect(translate('sv', 'api.forbidden')).toBe('Du har inte behörighet.');
    expect(translate('tr', 'api.forbidden')).toBe('Yetkiniz yok.');
  });

  it('formats ICU parameters, plurals and selects', () => {
    expect(translate('en', 'validation.too_small', { origin: 'string', minimum: 1, inclusive: 'true' })).toBe('Must be at least 1 character');
    expect(translate('en', 'validation.too_small', { origin: 'string', minimum: 3, inclusive: 'true' })).toBe('Must be at least 3 characters');
    expect(translate('tr', 'validation.too_big', { origin: 'number', maximum: 10, inclusive: 'false' })).toBe('10 değerinden küçük olmalıdır');
  });

  it('falls back to the key for an unknown message', () => {
    expect(translate('sv', 'api.no_such_message')).toBe('api.no_such_message');
  });
});
