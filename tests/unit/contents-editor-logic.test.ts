import { describe, expect, it } from 'vitest';
import { contentErrorsOf, fieldErrors, firstLocaleWithErrors, localesWithErrors, messagesAt } from '@/components/dashboard/contents/content-errors';
import { emptyLocales, formValuesOf, payloadOf, savedForm } from '@/components/dashboard/contents/content-form-values';
import { slugify } from '@/shared/slugify';
import type { DashboardContent } from '@/shared/api/contents';
import type { ModuleField } from '@/shared/fields';

const FIELDS: ModuleField[] = [
  { key: 'summary', label: { en: 'Summary' }, type: 'multilang_textarea', required: true },
  { key: 'body', label: { en: 'Body' }, type: 'multilang_editor', required: false },
  { key: 'rating', label: { en: 'Rating' }, type: 'number', required: false, default: 3 },
];

const SAVED: DashboardContent = {
  id: 7, module: 'blog',
  title: { en: 'Hello', sv: 'Hej', tr: 'Merhaba' },
  slug: { en: 'hello', sv: 'hej', tr: 'merhaba' },
  header: { en: 'First', sv: 'Första', tr: 'İlk' },
  header_image: null,
  content: { summary: { en: 'S', sv: 'S', tr: 'S' }, body: { en: '<p>B</p>', sv: '<p>B</p>', tr: '<p>B</p>' } },
  status: 'draft', ordering: 0, updated_by: 1, updated_by_name: 'Admin', version: 4,
  created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z',
};

describe('slugify', () => {
  it('makes lowercase ASCII words joined by hyphens from Swedish and Turkish titles', () => {
    expect(slugify('Hej, världen!')).toBe('hej-varlden');
    expect(slugify('Çok güzel İş ılık')).toBe('cok-guzel-is-ilik');
    expect(slugify('Straße & Ærø')).toBe('strasse-aero');
    expect(slugify('  --  ')).toBe('');
  });

  it('stays within the length at a word boundary, and cuts a single long word', () => {
    expect(slugify('alpha beta gamma', 10)).toBe('alpha-beta');
    expect(slugify('abcdefghijkl', 5)).toBe('abcde');
  });

  it('gives what the API accepts', () => {
    for (const title of ['Hello, world', 'Ünïcödé — test 2', 'a_b_c']) expect(slugify(title)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe('the server error tree in the editor', () => {
  const tree = {
    _errors: [],
    title: { _errors: [], sv: { _errors: ['Required field'] } },
    slug: { _errors: [], tr: { _errors: ['The slug is already taken'] } },
    content: {
      _errors: [],
      summary: { _errors: ['Own'], en: { _errors: ['Too long'] }, tr: { _errors: ['Too short'] } },
      links: { _errors: [], 0: { _errors: [], url: { _errors: ['Invalid URL'] } } },
    },
  };
  const errors = contentErrorsOf(tree);

  it('flattens every node with messages to its dotted path', () => {
    expect(errors).toEqual({
      'title.sv': ['Required field'],
      'slug.tr': ['The slug is already taken'],
      'content.summary': ['Own'],
      'content.summary.en': ['Too long'],
      'content.summary.tr': ['Too short'],
      'content.links.0.url': ['Invalid URL'],
    });
    expect(contentErrorsOf(null)).toEqual({});
    expect(contentErrorsOf({ _errors: ['Only the root'] })).toEqual({});
  });

  it('switches to the first locale in the site order that has a message', () => {
    expect(firstLocaleWithErrors(errors)).toBe('en');
    expect(firstLocaleWithErrors({ 'title.sv': ['x'], 'slug.tr': ['y'] })).toBe('sv');
    expect([...localesWithErrors(errors)].sort()).toEqual(['en', 'sv', 'tr']);
    expect(firstLocaleWithErrors({ 'slug.tr': ['x'], 'content.links.0.url': ['y'] })).toBe('tr');
    expect(firstLocaleWithErrors({ 'content.links.0.url': ['y'], status: ['z'] })).toBeNull();
    // A per-locale value missing as a whole is the default locale's to fill.
    expect(firstLocaleWithErrors({ 'content.body': ['Required field'], 'slug.tr': ['x'] }, ['content.body'])).toBe('en');
    expect(firstLocaleWithErrors({ 'content.body': ['Required field'] })).toBeNull();
  });

  it('gives a per-locale field its own and the shown locale\'s messages, any other field everything below it', () => {
    expect(fieldErrors(errors, 'summary', true, 'tr')).toEqual(['Own', 'Too short']);
    expect(fieldErrors(errors, 'summary', true, 'sv')).toEqual(['Own']);
    expect(fieldErrors(errors, 'links', false, 'sv')).toEqual(['Invalid URL']);
    expect(messagesAt(errors, 'title')).toEqual([]);
    expect(messagesAt(errors, 'title', true)).toEqual(['Required field']);
  });
});

describe('the editor values', () => {
  it('starts a new item as a draft with the fields\' defaults', () => {
    const values = formValuesOf(null, FIELDS);
    expect(values).toMatchObject({ status: 'draft', content: { rating: 3 }, title: { en: '', sv: '', tr: '' } });
  });

  it('sends the default locale always and the other locales only when given; no header at all is null', () => {
    const values = formValuesOf(null, FIELDS);
    values.title = { ...values.title, en: '', sv: 'Hej', tr: ' ' };
    values.slug = { ...values.slug, en: 'hello', sv: '', tr: 'merhaba' };
    expect(payloadOf(values, FIELDS)).toMatchObject({ title: { en: '', sv: 'Hej' }, slug: { en: 'hello', tr: 'merhaba' }, header: null, header_image: null });
    expect(payloadOf(values, FIELDS).title).not.toHaveProperty('tr');
    expect(payloadOf(formValuesOf(SAVED, FIELDS), FIELDS)).toMatchObject({ header: SAVED.header, slug: SAVED.slug, content: SAVED.content });
  });

  it('sends back only the module\'s own fields (a removed field\'s leftovers are refused by the server)', () => {
    const values = formValuesOf({ ...SAVED, content: { ...SAVED.content, gone: 'left behind' } }, FIELDS);
    expect(Object.keys(payloadOf(values, FIELDS).content)).toEqual(['summary', 'body']);
  });

  it('counts as unsaved only what a save would store differently (not blanks or an editor\'s empty write)', () => {
    const loaded = formValuesOf(null, FIELDS);
    const baseline = savedForm(loaded, FIELDS);
    expect(savedForm({ ...loaded, content: { ...loaded.content, body: { en: '' } } }, FIELDS)).toBe(baseline);
    expect(savedForm({ ...loaded, title: { ...loaded.title, sv: '  ' } }, FIELDS)).toBe(baseline);
    expect(savedForm({ ...loaded, title: { ...loaded.title, sv: 'Hej' } }, FIELDS)).not.toBe(baseline);
    expect(savedForm({ ...loaded, content: { ...loaded.content, body: { en: '<p>x</p>' } } }, FIELDS)).not.toBe(baseline);
    expect(savedForm({ ...loaded, status: 'published' }, FIELDS)).not.toBe(baseline);
  });

  it('marks a locale missing a text another locale has (rich text without text counts as empty), not an empty slug or an unused header', () => {
    const saved = formValuesOf(SAVED, FIELDS);
    expect([...emptyLocales(saved, FIELDS)]).toEqual([]);
    const values = formValuesOf(SAVED, FIELDS);
    values.slug = { ...values.slug, sv: '' };
    values.header = { ...values.header, en: '', sv: '', tr: '' };
    expect([...emptyLocales(values, FIELDS)]).toEqual([]);
    values.content = { ...values.content, body: { en: '<p>B</p>', sv: '<p>B</p>', tr: '<p> </p>' } };
    expect([...emptyLocales(values, FIELDS)]).toEqual(['tr']);
    values.header = { ...values.header, en: 'Intro', sv: '', tr: 'Giriş' };
    expect([...emptyLocales(values, FIELDS)]).toEqual(['sv', 'tr']);
    expect([...emptyLocales(formValuesOf(null, FIELDS), FIELDS)]).toEqual(['en']);
  });
});
