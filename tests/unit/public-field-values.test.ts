import { describe, expect, it } from 'vitest';
import { fileLinks, imageUrls, plainFields } from '@/components/modules/field-values';
import type { PublicContent, PublicModuleField } from '@/lib/server/content';

const field = (key: string, type: PublicModuleField['type'], extra: Partial<PublicModuleField> = {}): PublicModuleField =>
  ({ key, label: key.toUpperCase(), type, required: false, options: [], ...extra });

const FIELDS: PublicModuleField[] = [
  field('kind', 'selection', { options: [{ label: 'Guide', value: 'guide' }] }),
  field('tags', 'list'),
  field('featured', 'switch'),
  field('cover', 'image'),
  field('brochure', 'file', { upload: { accept: [], max_size: 1_000_000, max_files: 3 } }),
  field('clip', 'video'),
  field('empty_file', 'file'),
];

const item = (content: Record<string, unknown>): PublicContent => ({
  id: 1, slug: 'a', slugs: { en: 'a', sv: 'a', tr: 'a' }, status: 'published', title: 'A', header: null, header_image: null,
  content, ordering: 0, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
});

describe('a public item page shows its fields as the registry says', () => {
  const shown = item({
    kind: 'guide', tags: ['one', 'two'], featured: true, cover: '/api/uploads/c.png',
    brochure: ['/api/uploads/k1/Price%20list.pdf', '/api/uploads/k2'], clip: 'https://videos.example/watch?v=1', empty_file: '',
  });

  it('choices by their label and lists as text, switches not at all', () => {
    expect(plainFields(FIELDS, shown, 'en')).toEqual([{ label: 'KIND', value: 'Guide' }, { label: 'TAGS', value: 'one, two' }]);
  });

  it('images as pictures, files and videos as links named by their file, empty ones left out', () => {
    expect(imageUrls(FIELDS, shown)).toEqual(['/api/uploads/c.png']);
    expect(fileLinks(FIELDS, shown)).toEqual([
      { label: 'BROCHURE', type: 'file', links: [{ href: '/api/uploads/k1/Price%20list.pdf', name: 'Price list.pdf' }, { href: '/api/uploads/k2', name: 'k2' }] },
      { label: 'CLIP', type: 'video', links: [{ href: 'https://videos.example/watch?v=1', name: 'watch' }] },
    ]);
  });
});
