import type { MenuItem } from '@/shared/types';

/** A seeded item: a detail page names its item by seeded slug (`content`), turned into its id when the item is stored. */
export type SeedMenuItem = Omit<MenuItem, 'children'> & { content?: string };

const item = (id: string, label: [string, string, string], link: Partial<SeedMenuItem>): SeedMenuItem => ({
  id,
  label: { en: label[0], sv: label[1], tr: label[2] },
  type: 'page',
  open_new_page: false,
  visibility: 'anyone',
  ...link,
});

export const seedMenus: { key: string; name: string; areas: string[]; items: SeedMenuItem[] }[] = [
  {
    key: 'header',
    name: 'Header',
    areas: ['header'],
    items: [
      item('home', ['Home', 'Hem', 'Ana sayfa'], { page: 'index' }),
      item('about', ['About', 'Om oss', 'Hakkımızda'], { page: 'about' }),
      item('blog', ['Blog', 'Blogg', 'Blog'], { type: 'list_page', module: 'blog' }),
      item('pricing', ['Pricing', 'Priser', 'Fiyatlar'], { type: 'list_page', module: 'pricing' }),
      item('faq', ['FAQ', 'Frågor', 'SSS'], { type: 'list_page', module: 'faq' }),
      item('contact', ['Contact', 'Kontakt', 'İletişim'], { page: 'contact' }),
    ],
  },
  {
    key: 'footer',
    name: 'Footer',
    areas: ['footer'],
    items: [
      item('about', ['About', 'Om oss', 'Hakkımızda'], { page: 'about' }),
      item('privacy', ['Privacy policy', 'Integritetspolicy', 'Gizlilik politikası'], { type: 'detail_page', module: 'pages', content: 'privacy' }),
      item('terms', ['Terms and conditions', 'Villkor', 'Şartlar ve koşullar'], { type: 'detail_page', module: 'pages', content: 'terms' }),
      item('contact', ['Contact', 'Kontakt', 'İletişim'], { page: 'contact' }),
      item('sign-in', ['Sign in', 'Logga in', 'Giriş yap'], { page: 'auth_sign_in', visibility: 'not_logged_in' }),
      item('account', ['My account', 'Mitt konto', 'Hesabım'], { page: 'auth', visibility: 'logged_in' }),
    ],
  },
];
