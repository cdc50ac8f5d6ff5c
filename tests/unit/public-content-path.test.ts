import { describe, expect, it } from 'vitest';
import { publicContentPath } from '@/components/dashboard/contents/public-path';

describe('publicContentPath ("View" after publishing)', () => {
  it('builds an item page from the module and item slugs of the locale, falling back to the default locale', () => {
    const moduleSlug = { en: 'blog', tr: 'yazilar' };
    const slug = { en: 'hello-world', sv: 'hej-varlden' };
    expect(publicContentPath('blog', moduleSlug, slug, 'en')).toBe('/blog/hello-world');
    expect(publicContentPath('blog', moduleSlug, slug, 'sv')).toBe('/sv/blog/hej-varlden');
    expect(publicContentPath('blog', moduleSlug, slug, 'tr')).toBe('/tr/yazilar/hello-world');
  });

  it('puts a page at the root, and the landing item at the home page', () => {
    expect(publicContentPath('pages', { en: 'pages' }, { en: 'about-us' }, 'sv')).toBe('/sv/about-us');
    expect(publicContentPath('landing', { en: 'landing' }, { en: 'home' }, 'en')).toBe('/');
    expect(publicContentPath('landing', { en: 'landing' }, { en: 'home' }, 'tr')).toBe('/tr');
  });
});
