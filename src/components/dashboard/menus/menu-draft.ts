import { locales, defaultLocale, type Locale } from '@/i18n/locales';
import type { MenuArea, MenuItem, MenuTarget } from '@/shared/api/menus';

/** What the editor changes of a menu; the key stays. */
export interface MenuDraft {
  name: string;
  areas: MenuArea[];
  items: MenuItem[];
}

/** Choices the item panel offers, read on the server for the page. */
export interface MenuChoices {
  /** Content modules, for list pages, detail pages and relations. */
  modules: { key: string; name: string }[];
  /** Roles, for role-based visibility. */
  roles: { id: number; name: string }[];
}

const TARGET_FIELDS = ['url', 'relation_id', 'page', 'module', 'content_id'] as const;
const FIELDS_OF: Record<MenuItem['type'], readonly (typeof TARGET_FIELDS)[number][]> = {
  direct_link: ['url'],
  relation: ['relation_id'],
  page: ['page'],
  list_page: ['module'],
  detail_page: ['module', 'content_id'],
};

/** The item as saved: only its link type's target fields, roles only for role-based visibility, no empty texts. */
export function cleanItem(item: MenuItem): MenuItem {
  const kept = new Set<string>(FIELDS_OF[item.type]);
  const label = Object.fromEntries(Object.entries(item.label).filter(([, text]) => text?.trim())) as MenuItem['label'];
  const clean: MenuItem = { ...item, label: { ...label, en: item.label.en } };
  for (const field of TARGET_FIELDS) {
    if (!kept.has(field)) delete clean[field];
  }
  if (clean.url !== undefined) clean.url = clean.url.trim();
  if (clean.visibility !== 'role_based_visibility') delete clean.roles;
  delete clean.children;
  if (item.children?.length) clean.children = item.children.map(cleanItem);
  return clean;
}

export function newItem(id: string, label: string): MenuItem {
  return { id, label: { en: label }, type: 'page', page: 'index', open_new_page: false, visibility: 'anyone' };
}

/** The label in `locale`, else English (what the site shows). */
export function labelIn(item: MenuItem, locale: Locale): string {
  return item.label[locale]?.trim() || item.label.en;
}

/** The locales other than English with no label of their own. */
export function missingLabels(item: MenuItem): Locale[] {
  return locales.filter((locale) => locale !== defaultLocale && !item.label[locale]?.trim());
}

/** Where the item's target stands as far as the editor knows (items without a stored target: ok). */
export function targetState(target: MenuTarget | undefined): MenuTarget['state'] {
  return target?.state ?? 'ok';
}

/** Whether a change of the item leaves its stored target where it was (the server's flag still holds). */
export function sameTarget(before: MenuItem, after: MenuItem): boolean {
  return before.type === after.type && TARGET_FIELDS.every((field) => before[field] === after[field]);
}
