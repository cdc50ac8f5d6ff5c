import { describe, expect, it } from 'vitest';
import { errorLanguageName } from '@/lib/error-language';
import { flattenErrorTree, withoutFields, type ErrorLabels } from '@/lib/validation-lines';

const labels: ErrorLabels = { field: (key) => ({ title: 'Title', items: 'Items', name: 'Name' })[key] ?? key, language: errorLanguageName };

describe('error lines name a language as its definition does', () => {
  it('names each defined language by its own name, and nothing else as a language', () => {
    expect(errorLanguageName('en')).toBe('English');
    expect(errorLanguageName('sv')).toBe('Svenska');
    expect(errorLanguageName('tr')).toBe('Türkçe');
    expect(errorLanguageName('ar')).toBe('العربية');
    expect(errorLanguageName('title')).toBeNull();
    expect(errorLanguageName('toString')).toBeNull();
  });

  it('reads "Title (Svenska): …" for a per-language value and keeps row numbers beside it', () => {
    const tree = {
      _errors: [],
      title: { _errors: [], sv: { _errors: ['Required field'] } },
      items: { _errors: [], 1: { _errors: [], name: { _errors: [], tr: { _errors: ['Too short'] } } } },
    };
    expect(flattenErrorTree(tree, labels)).toEqual(['Title (Svenska): Required field', 'Name (Items, 2, Türkçe): Too short']);
  });

  it('leaves out the fields a form shows under its controls, so a toast repeats none of them', () => {
    const tree = { _errors: ['Try again later'], title: { _errors: [], en: { _errors: ['Required field'] } } };
    expect(flattenErrorTree(withoutFields(tree, ['title']), labels)).toEqual(['Try again later']);
  });
});
