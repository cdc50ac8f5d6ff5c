import { describe, expect, it } from 'vitest';
import { addUnique, alignKeys, emptyRow, fieldLabel, groupRows, idList, localeText, moveItem, numberFrom, numberShown, optionsIn, removeAt, stringList, textOf, withLocaleText } from '@/components/fields/editor-values';
import { valueSchema, type ModuleField } from '@/shared/fields';

const field = (overrides: Partial<ModuleField>): ModuleField => ({ key: 'title', label: {}, type: 'text', required: false, ...overrides });

describe('editor controls: labels and options', () => {
  it('label in the dashboard language, else the default locale, else the key', () => {
    expect(fieldLabel(field({ label: { en: 'Title', sv: 'Rubrik' } }), 'sv')).toBe('Rubrik');
    expect(fieldLabel(field({ label: { en: 'Title', sv: '' } }), 'sv')).toBe('Title');
    expect(fieldLabel(field({ label: { tr: 'Başlık' } }), 'sv')).toBe('title');
  });

  it('options labelled the same way, falling back to the value', () => {
    const options = [{ value: 'a', label: { en: 'Apple', tr: 'Elma' } }, { value: 'b', label: {} }];
    expect(optionsIn(field({ type: 'selection', options }), 'tr')).toEqual([{ value: 'a', label: 'Elma' }, { value: 'b', label: 'b' }]);
    expect(optionsIn(field({ type: 'selection', options }), 'sv')).toEqual([{ value: 'a', label: 'Apple' }, { value: 'b', label: 'b' }]);
  });
});

describe('editor controls: scalar values', () => {
  it('show stored strings and numbers as text, nothing else', () => {
    expect([textOf('x'), textOf(3), textOf(null), textOf(undefined), textOf(Number.NaN), textOf({})]).toEqual(['x', '3', '', '', '', '']);
  });

  it('store a number input as a number the registry accepts, blank as not given', () => {
    const schema = valueSchema(field({ type: 'number', min: 0, max: 10 }));
    expect(numberFrom('4.5')).toBe(4.5);
    expect(schema.parse(numberFrom('4.5'))).toBe(4.5);
    expect(numberFrom('')).toBeUndefined();
    expect(numberFrom('  ')).toBeUndefined();
    expect(schema.parse(numberFrom(''))).toBeUndefined();
    expect(schema.safeParse(numberFrom('11')).success).toBe(false);
  });

  it('keep the text being typed while it means the stored number, else show the stored number', () => {
    expect(numberShown('1.', 1)).toBe('1.');
    expect(numberShown('1.50', 1.5)).toBe('1.50');
    expect(numberShown('', undefined)).toBe('');
    expect(numberShown('7', 8)).toBe('8');
    expect(numberShown('', 8)).toBe('8');
    expect(numberShown('3', undefined)).toBe('');
  });
});

describe('editor controls: per-locale values', () => {
  it('edit one language and keep the others', () => {
    const stored = { en: 'Hello', sv: 'Hej' };
    expect(localeText(stored, 'sv')).toBe('Hej');
    expect(localeText(stored, 'tr')).toBe('');
    expect(localeText('plain', 'en')).toBe('');
    expect(withLocaleText(stored, 'tr', 'Merhaba')).toEqual({ en: 'Hello', sv: 'Hej', tr: 'Merhaba' });
    expect(withLocaleText(stored, 'sv', 'Tjena')).toEqual({ en: 'Hello', sv: 'Tjena' });
    expect(withLocaleText(undefined, 'en', 'Hi')).toEqual({ en: 'Hi' });
  });

  it('leave a cleared language out, so the stored object passes the registry', () => {
    const cleared = withLocaleText({ en: 'Hello', sv: 'Hej' }, 'sv', '');
    expect(cleared).toEqual({ en: 'Hello' });
    expect(valueSchema(field({ type: 'multilang_text' })).parse(cleared)).toEqual({ en: 'Hello' });
    expect(withLocaleText({ en: 'x' }, 'en', '')).toEqual({});
  });
});

describe('editor controls: lists', () => {
  it('read stored lists defensively', () => {
    expect(stringList(['a', 2, 'b'])).toEqual(['a', 'b']);
    expect(stringList('/one.png')).toEqual(['/one.png']);
    expect(stringList('')).toEqual([]);
    expect(idList([3, 'x', 0, 4.5, 9])).toEqual([3, 9]);
    expect(idList(5)).toEqual([5]);
    expect(idList(null)).toEqual([]);
  });

  it('move, remove and add items without touching the original', () => {
    const items = ['a', 'b', 'c'];
    expect(moveItem(items, 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(items, 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(items, 1, -5)).toEqual(['b', 'a', 'c']);
    expect(moveItem(items, 1, 99)).toEqual(['a', 'c', 'b']);
    expect(moveItem(items, 7, 0)).toEqual(items);
    expect(removeAt(items, 1)).toEqual(['a', 'c']);
    expect(addUnique([4, 5], 6)).toEqual([4, 5, 6]);
    expect(addUnique([4, 5], 5)).toEqual([4, 5]);
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('keep React keys with their items and number new ones after the highest', () => {
    expect(alignKeys([], 3)).toEqual([0, 1, 2]);
    expect(alignKeys([2, 0, 1], 4)).toEqual([2, 0, 1, 3]);
    expect(alignKeys([2, 0, 1], 2)).toEqual([2, 0]);
  });
});

describe('editor controls: group rows', () => {
  const sub: ModuleField[] = [
    field({ key: 'name', type: 'text', required: true }),
    field({ key: 'tags', type: 'list' }),
    field({ key: 'on', type: 'switch', default: true }),
    field({ key: 'pick', type: 'relation', relation: { module: 'news', multiple: false } }),
  ];

  it('start a row with each sub-field default, else its empty value', () => {
    expect(emptyRow(sub)).toEqual({ name: '', tags: [], on: true, pick: null });
  });

  it('a new row is refused only for its required sub-field, at that path', () => {
    const result = valueSchema(field({ key: 'rows', type: 'group', fields: sub })).safeParse([emptyRow(sub)]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([[0, 'name']]);
  });

  it('read only object rows', () => {
    expect(groupRows([{ a: 1 }, 'x', null, [1]])).toEqual([{ a: 1 }]);
    expect(groupRows(undefined)).toEqual([]);
  });
});
