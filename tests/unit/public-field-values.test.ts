import { describe, expect, it } from 'vitest';
import { fileLinks, groupRows, imageUrls, plainFields, relatedLinks } from '@/components/modules/field-values';
import type { PublicContent, PublicModuleField } from '@/shared/api/public-content';

const field = (key: string, type: PublicModuleField['type'], extra: Partial<PublicModuleField> = {}): PublicModuleField =>
  ({ key, label: key.toUpperCase(), type, required: false, options: [], ...extra });

const FIELDS: PublicModuleField[] = [
  field('kind', 'selection', { options: [{ label: 'Guide', value: 'guide' }] }),
  field('tags', 'list'),
  field('featured', 'switch'),
  field('agreed', 'checkbox'),
  field('homepage', 'url'),
  field('extras', 'checkbox', { options: [{ label: 'Wifi', value: 'wifi' }, { label: 'Parking', value: 'parking' }] }),
  field('cover', 'image'),
  field('brochure', 'file', { upload: { accept: [], max_size: 1_000_000, max_files: 3 } }),
  field('clip', 'video'),
  field('empty_file', 'file'),
];

const item = (content: Record<string, unknown>): PublicContent => ({
  id: 1, slug: 'a', slugs: { en: 'a', sv: 'a', tr: 'a', ar: 'a' }, status: 'published', title: 'A', header: null, header_image: null,
  content, ordering: 0, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
});

describe('a public item page shows its fields as the registry says', () => {
  const shown = item({
    kind: 'guide', tags: ['one', 'two'], featured: true, agreed: true, homepage: 'https://example.org/a', extras: ['parking', 'wifi'], cover: '/api/uploads/c.png',
    brochure: ['/api/uploads/k1/Price%20list.pdf', '/api/uploads/k2', '/api/uploads/0123456789abcdef0123456789abcdef.pdf'], clip: 'https://videos.example/watch?v=1', empty_file: '',
  });

  it('choices and check boxes by their label, lists as text, web addresses as links, switches not at all', () => {
    expect(plainFields(FIELDS, shown, 'en')).toEqual([
      { label: 'KIND', value: 'Guide' }, { label: 'TAGS', value: 'one, two' }, { label: 'AGREED', value: '✓' },
      { label: 'HOMEPAGE', value: 'https://example.org/a', href: 'https://example.org/a' }, { label: 'EXTRAS', value: 'Parking, Wifi' },
    ]);
  });

  it('images as pictures, files and videos as links named as they were uploaded (else by their address), empty ones left out', () => {
    expect(imageUrls(FIELDS, shown)).toEqual(['/api/uploads/c.png']);
    const uploaded = '/api/uploads/0123456789abcdef0123456789abcdef.pdf';
    expect(fileLinks(FIELDS, shown, { [uploaded]: 'Menu 2026.pdf' })).toEqual([
      {
        label: 'BROCHURE',
        type: 'file',
        links: [{ href: '/api/uploads/k1/Price%20list.pdf', name: 'Price list.pdf' }, { href: '/api/uploads/k2', name: 'k2' }, { href: uploaded, name: 'Menu 2026.pdf' }],
      },
      { label: 'CLIP', type: 'video', links: [{ href: 'https://videos.example/watch?v=1', name: 'watch' }] },
    ]);
  });
});

describe('relations and repeatable groups on a public item page', () => {
  const RELATED = {
    7: { title: 'Seven', moduleKey: 'blog', moduleSlug: 'blogg', slug: 'sju' },
    9: { title: 'Nine', moduleKey: 'pages', moduleSlug: 'pages', slug: 'nio' },
  };
  const fields: PublicModuleField[] = [
    field('see_also', 'relation', { relation: { module: 'blog', multiple: true } }),
    field('author', 'relation', { relation: { module: 'people', multiple: false } }),
    field('steps', 'group', {
      fields: [
        field('step', 'text'),
        field('site', 'url'),
        field('body', 'editor'),
        field('photo', 'image'),
        field('link', 'relation', { relation: { module: 'blog', multiple: false } }),
        field('done', 'switch'),
      ],
    }),
  ];

  it('links only the related items the page was given (the published ones), in the value\'s order', () => {
    const shown = item({ see_also: [9, 8, 7], author: 8 });
    expect(relatedLinks(fields, shown, RELATED)).toEqual([{
      label: 'SEE_ALSO',
      links: [
        { title: 'Nine', href: { pathname: '/[moduleSlug]', params: { moduleSlug: 'nio' } } },
        { title: 'Seven', href: { pathname: '/[moduleSlug]/[moduleContentSlug]', params: { moduleSlug: 'blogg', moduleContentSlug: 'sju' } } },
      ],
    }]);
  });

  it('lists each row\'s non-empty values: text, web addresses as links, rich text as words, pictures as file links, related items; empty rows go', () => {
    const shown = item({
      steps: [
        { step: 'Mix', site: 'https://example.org/mix', body: '<p>Stir <b>well</b></p>', photo: '/api/uploads/k/bowl.jpg', link: 7, done: true },
        { step: '', body: '', link: 8 },
        { step: 'Bake', photo: '/api/uploads/f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0.jpg' },
      ],
    });
    const fileNames = { '/api/uploads/f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0.jpg': 'Golden crust.jpg' };
    expect(groupRows(fields, shown, 'en', { related: RELATED, fileNames })).toEqual([{
      label: 'STEPS',
      rows: [
        [
          { label: 'STEP', value: 'Mix' },
          { label: 'SITE', value: 'https://example.org/mix', href: 'https://example.org/mix' },
          { label: 'BODY', value: 'Stir well' },
          { label: 'PHOTO', files: [{ href: '/api/uploads/k/bowl.jpg', name: 'bowl.jpg' }] },
          { label: 'LINK', items: [{ title: 'Seven', href: { pathname: '/[moduleSlug]/[moduleContentSlug]', params: { moduleSlug: 'blogg', moduleContentSlug: 'sju' } } }] },
        ],
        [{ label: 'STEP', value: 'Bake' }, { label: 'PHOTO', files: [{ href: '/api/uploads/f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0.jpg', name: 'Golden crust.jpg' }] }],
      ],
    }]);
    expect(groupRows(fields, item({ steps: [] }), 'en', { related: RELATED, fileNames: {} })).toEqual([]);
  });
});
