import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from '@/components/dashboard/breadcrumb-trail';
import { namedCrumbs, nameRecord, recordNames } from '@/components/dashboard/record-names';

const CRUMBS = [
  { href: '/tr/yonetim/menuler', label: 'Menüler' },
  { href: '/tr/yonetim/menuler/ekle', label: 'Yeni menü' },
  { href: '/tr/yonetim/kullanicilar', label: 'Kullanıcılar' },
];
const ROOT = '/tr/yonetim';

describe('breadcrumbTrail', () => {
  it('is empty on the overview itself', () => {
    expect(breadcrumbTrail(ROOT, ROOT, CRUMBS)).toEqual([]);
  });

  it('names each known screen the path lies in, shortest first', () => {
    expect(breadcrumbTrail('/tr/yonetim/menuler/ekle', ROOT, CRUMBS).map((crumb) => crumb.label)).toEqual(['Menüler', 'Yeni menü']);
  });

  it('ends with the decoded last segment below a known screen (a record), and ignores mere prefixes of a segment', () => {
    expect(breadcrumbTrail('/tr/yonetim/kullanicilar/42', ROOT, CRUMBS)).toEqual([
      { href: '/tr/yonetim/kullanicilar', label: 'Kullanıcılar' },
      { href: '/tr/yonetim/kullanicilar/42', label: '42' },
    ]);
    expect(breadcrumbTrail('/tr/yonetim/menulerx', ROOT, CRUMBS)).toEqual([{ href: '/tr/yonetim/menulerx', label: 'menulerx' }]);
    expect(breadcrumbTrail('/tr/yonetim/menuler/%E5%A4%A7%', ROOT, CRUMBS).at(-1)!.label).toBe('%E5%A4%A7%');
    expect(breadcrumbTrail('/tr/yonetim/menuler/ana%20men%C3%BC', ROOT, CRUMBS).at(-1)!.label).toBe('ana menü');
  });
});

describe('breadcrumbTrail with record pages', () => {
  const crumbs = [
    { href: '/dashboard/blog', label: 'Blog' },
    { href: '/dashboard/blog/add', label: 'New item' },
    { href: '/dashboard/blog/*', label: 'Edit' },
    { href: '/dashboard/blog/*/preview', label: 'Preview' },
  ];

  it('names a record\'s page by its crumb, with the record\'s own path', () => {
    expect(breadcrumbTrail('/dashboard/blog/12/preview', '/dashboard', crumbs)).toEqual([
      { href: '/dashboard/blog', label: 'Blog' },
      { href: '/dashboard/blog/12', label: 'Edit' },
      { href: '/dashboard/blog/12/preview', label: 'Preview' },
    ]);
  });

  it('prefers a fixed page to the record pattern at the same depth', () => {
    expect(breadcrumbTrail('/dashboard/blog/add', '/dashboard', crumbs)).toEqual([
      { href: '/dashboard/blog', label: 'Blog' },
      { href: '/dashboard/blog/add', label: 'New item' },
    ]);
  });
});

describe('breadcrumbs name records', () => {
  const CONTENT_CRUMBS = [
    { href: '/dashboard/blog', label: 'Blog' },
    { href: '/dashboard/blog/*', label: 'Edit' },
    { href: '/dashboard/blog/*/preview', label: 'Preview' },
    { href: '/dashboard/users', label: 'Users' },
  ];

  it('shows a record by the name its page gives, not its id, and takes the name back when the page goes', () => {
    const forget = nameRecord('/dashboard/users/7', 'Ada Lovelace');
    const trail = breadcrumbTrail('/dashboard/users/7', '/dashboard', CONTENT_CRUMBS);
    expect(namedCrumbs(trail, recordNames()).map((crumb) => crumb.label)).toEqual(['Users', 'Ada Lovelace']);
    forget();
    expect(namedCrumbs(trail, recordNames()).map((crumb) => crumb.label)).toEqual(['Users', '7']);
  });

  it('names a content item by its title on its editor and above its preview', () => {
    const forget = nameRecord('/dashboard/blog/12', 'Hello world');
    expect(namedCrumbs(breadcrumbTrail('/dashboard/blog/12', '/dashboard', CONTENT_CRUMBS), recordNames()).map((crumb) => crumb.label))
      .toEqual(['Blog', 'Hello world']);
    expect(namedCrumbs(breadcrumbTrail('/dashboard/blog/12/preview', '/dashboard', CONTENT_CRUMBS), recordNames()).map((crumb) => crumb.label))
      .toEqual(['Blog', 'Hello world', 'Preview']);
    forget();
  });

  it('keeps the newer name when an older page takes its name back late', () => {
    const forgetOld = nameRecord('/dashboard/blog/12', 'Old title');
    const forgetNew = nameRecord('/dashboard/blog/12', 'New title');
    forgetOld();
    expect(recordNames()['/dashboard/blog/12']).toBe('New title');
    forgetNew();
    expect(recordNames()).toEqual({});
  });
});

describe('a screen the user may not open', () => {
  it('is named by its title, unlinked, instead of its path segment', () => {
    const crumbs = [{ href: '/dashboard/users', label: 'Users', linked: false as const }, { href: '/dashboard/blog', label: 'Blog' }];
    expect(breadcrumbTrail('/dashboard/users', '/dashboard', crumbs)).toEqual([{ href: '/dashboard/users', label: 'Users', linked: false }]);
    expect(breadcrumbTrail('/dashboard/blog', '/dashboard', crumbs)).toEqual([{ href: '/dashboard/blog', label: 'Blog' }]);
  });
});
