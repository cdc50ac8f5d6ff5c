import { describe, expect, it } from 'vitest';
import { defineFields, readValues, toModuleFields } from '@/components/landing/field-values';
import { introVideo } from '@/components/landing/intro-video';
import { landingFields, readLanding } from '@/components/landing/landing-fields';
import { seedModules } from '@/server/db/seed/modules';
import { homeContent } from '@/server/db/seed/home-content';
import { localizedContent } from '@/server/services/localize';
import { moduleFieldsSchema, valuesSchema } from '@/shared/fields';

describe('the seeded modules', () => {
  it.each(seedModules.map((module) => [module.key, module] as const))('%s: fields the registry accepts, contents its values schema stores unchanged', (_key, module) => {
    expect(moduleFieldsSchema.parse(module.fields)).toEqual(module.fields);
    for (const item of module.contents) expect(valuesSchema(module.fields).parse(item.content)).toEqual(item.content);
  });

  it('fill every section of the home page', () => {
    const home = readLanding(localizedContent(homeContent, toModuleFields(landingFields), 'sv'));
    const empty = Object.entries(home).filter(([, value]) => value === '' || (Array.isArray(value) && value.length === 0)).map(([key]) => key);
    // No video ships with the site; the call to action's button leads to sign-up.
    expect(empty).toEqual(['intro_video', 'cta_button_link', 'logo', 'background_image']);
    expect(home.services[0]).toEqual({ icon: 'layers', title: 'Innehållsmoduler', description: 'Bygg sidor, inlägg och vanliga frågor av de fält du väljer, alla på tre språk.' });
    expect(home.projects.map((project) => project.image)).toEqual(['/landing/project-museum.svg', '/landing/project-travel.svg', '/landing/project-cooperative.svg']);
    expect(home.brands.map((brand) => brand.name)).toEqual(['Kestrel', 'Tulip & Pine', 'Atlas Coffee', 'Aurora']);
  });
});

describe('localizedContent', () => {
  it("resolves the per-locale values of a group's rows", () => {
    const fields = toModuleFields(landingFields);
    const content = { projects: [{ name: { en: 'Museum', tr: 'Müze' }, image: '/a.svg' }, 'not a row'], partners: [{ name: 'Acme' }] };
    expect(localizedContent(content, fields, 'tr')).toEqual({ projects: [{ name: 'Müze', image: '/a.svg' }, 'not a row'], partners: [{ name: 'Acme' }] });
    expect(localizedContent(content, fields, 'sv').projects).toEqual([{ name: 'Museum', image: '/a.svg' }, 'not a row']);
  });
});

describe('readValues', () => {
  const fields = defineFields([
    { key: 'title', label: {}, type: 'multilang_text', required: true },
    { key: 'count', label: {}, type: 'number', required: false },
    { key: 'shown', label: {}, type: 'switch', required: false },
    { key: 'tags', label: {}, type: 'list', required: false },
    { key: 'pictures', label: {}, type: 'image', required: false, upload: { accept: [], max_size: 1000, max_files: 3 } },
    {
      key: 'rows',
      label: {},
      type: 'group',
      required: false,
      fields: [
        { key: 'name', label: {}, type: 'text', required: true },
        { key: 'link', label: {}, type: 'url', required: false },
      ],
    },
  ]);

  it('gives every declared field its type’s value, blanks included', () => {
    expect(readValues(fields, {})).toEqual({ title: '', count: null, shown: false, tags: [], pictures: '', rows: [] });
  });

  it('reads stored values and drops what the fields do not declare or a row lacks', () => {
    const values = readValues(fields, {
      title: '  Hello ',
      count: 3,
      shown: true,
      tags: ['a', ' ', 7],
      pictures: ['/one.png', '/two.png'],
      rows: [{ name: 'Acme', link: 'https://acme.example', extra: 1 }, { link: 'https://nameless.example' }, 'text', null],
      undeclared: 'ignored',
    });
    expect(values).toEqual({
      title: 'Hello',
      count: 3,
      shown: true,
      tags: ['a'],
      pictures: '/one.png',
      rows: [{ name: 'Acme', link: 'https://acme.example' }],
    });
  });

  it('reads values of the wrong type as blank', () => {
    expect(readValues(fields, { title: { en: 'unresolved' }, count: '3', shown: 'yes', tags: 'a', pictures: 5, rows: { name: 'x' } }))
      .toEqual({ title: '', count: null, shown: false, tags: [], pictures: '', rows: [] });
  });
});

describe('introVideo', () => {
  it('plays files of this site and https video files', () => {
    expect(introVideo('/uploads/intro.mp4')).toEqual({ kind: 'file', src: '/uploads/intro.mp4' });
    expect(introVideo('https://cdn.example.com/v/intro.WEBM?x=1')).toEqual({ kind: 'file', src: 'https://cdn.example.com/v/intro.WEBM?x=1' });
  });

  it('links what the page may not play or frame', () => {
    expect(introVideo('https://www.youtube.com/watch?v=abc')).toEqual({ kind: 'link', href: 'https://www.youtube.com/watch?v=abc', host: 'youtube.com' });
    // The page CSP plays media from this site and https only.
    expect(introVideo('http://example.com/intro.mp4')).toEqual({ kind: 'link', href: 'http://example.com/intro.mp4', host: 'example.com' });
  });

  it('shows nothing for no video or an address that is no web link', () => {
    expect(introVideo('')).toBeNull();
    expect(introVideo('//evil.example/x.mp4')).toBeNull();
    expect(introVideo('javascript:alert(1)')).toBeNull();
    expect(introVideo('not a url')).toBeNull();
  });
});
