import { describe, expect, it } from 'vitest';
import { addressChanges } from '@/components/dashboard/slug-redirect-note';

describe("the editors' note that an old address will redirect", () => {
  const saved = { en: 'hello', sv: 'hej' };

  it('stays quiet while every locale keeps its address', () => {
    expect(addressChanges(saved, { en: 'hello', sv: 'hej', tr: '' })).toBe(false);
    // Turkish used the English slug and still does.
    expect(addressChanges({ en: 'hello' }, { en: 'hello', sv: '', tr: '' })).toBe(false);
  });

  it('shows when a locale address changes, including one that follows the default slug', () => {
    expect(addressChanges(saved, { en: 'hello-world', sv: 'hej', tr: '' })).toBe(true);
    expect(addressChanges(saved, { en: 'hello-world', sv: 'hej', tr: '' }, 'sv')).toBe(false);
    expect(addressChanges(saved, { en: 'hello-world', sv: 'hej', tr: '' }, 'tr')).toBe(true);
    // A Swedish slug of its own cleared: Swedish falls back to the English one, a new address.
    expect(addressChanges(saved, { en: 'hello', sv: '', tr: '' }, 'sv')).toBe(true);
  });

  it('waits while the slug is being typed from empty', () => {
    expect(addressChanges(saved, { en: '', sv: 'hej', tr: '' }, 'en')).toBe(false);
  });
});
