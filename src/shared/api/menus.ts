import { z, message } from '@/shared/schemas/zod-config';
import { defaultLocale, languages, type Locale } from '@/i18n/locales';
import { routeNames } from '@/i18n/routing';
import { idSchema } from '@/shared/schemas/auth';
import { dashboardListQuery, listResultSchema, versionSchema } from './list';

/** The places of the public layout a menu can fill; each is filled by at most one menu. */
export const MENU_AREAS = ['header', 'footer'] as const;
export const MENU_LINK_TYPES = ['direct_link', 'relation', 'page', 'list_page', 'detail_page'] as const;
export const MENU_VISIBILITIES = ['anyone', 'logged_in', 'not_logged_in', 'role_based_visibility'] as const;
/** The site's own pages a `page` item may name (the routing table's named pages). */
export const MENU_PAGES = Object.keys(routeNames) as [keyof typeof routeNames, ...(keyof typeof routeNames)[]];
/** Nesting the editor offers and the server accepts (top level is 1). */
export const MENU_MAX_DEPTH = 6;
/** Items in one menu, all levels counted. */
export const MENU_MAX_ITEMS = 1_000;
export const MENU_LABEL_MAX = 120;
export const MENU_URL_MAX = 2_048;
/** Menu keys that would collide with the dashboard's own paths (/dashboard/menus/add, /api/dashboard/menus/links). */
export const MENU_RESERVED_KEYS = ['add', 'links'] as const;

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Whether `url` may be a direct link: http, https, mailto or tel, or a path on this site
 * (`/…`, never `//host` or `/\host`, which browsers read as another host). No control characters.
 */
export function isSafeMenuUrl(url: string): boolean {
  if (url === '' || url.length > MENU_URL_MAX || CONTROL_CHARACTERS.test(url) || url !== url.trim()) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    return SAFE_PROTOCOLS.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

const optionalLabel = z.string().trim().max(MENU_LABEL_MAX).optional();
/** English is required; every other defined language (enabled or not, so a label kept for one stays valid) is optional. */
const labelSchema = z.object({
  en: z.string().trim().min(1, message('menu_label_required')).max(MENU_LABEL_MAX),
  ...(Object.fromEntries(Object.keys(languages).filter((code) => code !== defaultLocale).map((code) => [code, optionalLabel])) as Record<Exclude<Locale, 'en'>, typeof optionalLabel>),
});

/**
 * One item of a menu's tree. Which target field counts follows `type`: direct_link `url`, relation
 * `relation_id` (a content item of any module), page `page`, list_page `module`, detail_page `module`
 * and `content_id` (an item of that module). Targets are kept by key or id, never by slug: links are
 * built from the target when a page renders, so renaming a slug changes no menu.
 */
export const menuItemSchema = z.object({
  id: z.string().trim().min(1).max(64),
  label: labelSchema,
  type: z.enum(MENU_LINK_TYPES),
  url: z.string().max(MENU_URL_MAX).optional(),
  relation_id: idSchema.optional(),
  page: z.enum(MENU_PAGES).optional(),
  module: z.string().max(64).optional(),
  content_id: idSchema.optional(),
  open_new_page: z.boolean().default(false),
  visibility: z.enum(MENU_VISIBILITIES).default('anyone'),
  roles: z.array(idSchema).max(100).optional(),
  get children() {
    return z.array(menuItemSchema).optional();
  },
}).superRefine((item, ctx) => {
  const need = (field: 'url' | 'relation_id' | 'page' | 'module' | 'content_id') => {
    if (item[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: message('menu_target_required').error });
  };
  switch (item.type) {
    case 'direct_link':
      need('url');
      if (item.url !== undefined && !isSafeMenuUrl(item.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: message('menu_url_invalid').error });
      break;
    case 'relation':
      need('relation_id');
      break;
    case 'page':
      need('page');
      break;
    case 'list_page':
      need('module');
      break;
    case 'detail_page':
      need('module');
      need('content_id');
      break;
  }
  if (item.visibility === 'role_based_visibility' && !item.roles?.length) {
    ctx.addIssue({ code: 'custom', path: ['roles'], message: message('menu_roles_required').error });
  }
});
// Named in place (the getter above returns this very schema), so the OpenAPI document can refer to the tree's recursion.
z.globalRegistry.add(menuItemSchema, { id: 'MenuItem' });

export type MenuItemInput = z.input<typeof menuItemSchema>;
export type MenuItem = z.output<typeof menuItemSchema>;

/** Every item of a tree with its depth (1 = top level), parents before children. */
export function flattenMenu(items: readonly MenuItem[], depth = 1): { item: MenuItem; depth: number }[] {
  return items.flatMap((item) => [{ item, depth }, ...flattenMenu(item.children ?? [], depth + 1)]);
}

/** A whole tree: at most MENU_MAX_ITEMS items, MENU_MAX_DEPTH levels, each id once (a repeated id could stand for a cycle). */
export const menuItemsSchema = z.array(menuItemSchema).superRefine((items, ctx) => {
  const flat = flattenMenu(items);
  if (flat.length > MENU_MAX_ITEMS) ctx.addIssue({ code: 'custom', message: message('menu_items_max').error });
  if (flat.some(({ depth }) => depth > MENU_MAX_DEPTH)) ctx.addIssue({ code: 'custom', message: message('menu_depth_max').error });
  const seen = new Set<string>();
  for (const { item } of flat) {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', message: message('menu_item_duplicate').error });
    seen.add(item.id);
  }
});

const menuKeySchema = z.string().trim().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, message('menu_key_format'))
  .refine((key) => !(MENU_RESERVED_KEYS as readonly string[]).includes(key), message('menu_key_reserved'));
const menuNameSchema = z.string().trim().min(1, message('required')).max(100);
const menuAreasSchema = z.array(z.enum(MENU_AREAS)).max(MENU_AREAS.length).refine((areas) => new Set(areas).size === areas.length, message('menu_area_duplicate'));

/** Where an item's target stands, for the editor's flags: gone targets are not shown on the site. */
export const MENU_TARGET_STATES = ['ok', 'unpublished', 'deleted'] as const;
export const menuTargetSchema = z.object({
  state: z.enum(MENU_TARGET_STATES),
  /** The target's title (a content item's, a module's name) in the request's language, when it exists. */
  title: z.string().nullable(),
});

/** A menu as the dashboard reads it; its GET answer can be sent back to its PUT as it is. */
export const menuSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  areas: z.array(z.enum(MENU_AREAS)),
  items: z.array(menuItemSchema),
  /** All items, every level counted. */
  item_count: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
/** One menu with where each item's target stands (by item id; items without a stored target, direct links and pages, are absent). */
export const menuDetailSchema = menuSchema.extend({ targets: z.record(z.string(), menuTargetSchema) });

export const menuCreateSchema = z.object({ key: menuKeySchema, name: menuNameSchema, areas: menuAreasSchema.default([]), items: menuItemsSchema.default([]) });
/** The whole tree in one request; the key stays. */
export const menuUpdateSchema = z.object({ name: menuNameSchema, areas: menuAreasSchema, items: menuItemsSchema, version: versionSchema });
export const menuKeyParamsSchema = z.object({ key: z.string().max(64) });

export const MENU_SORT_COLUMNS = ['name', 'key', 'item_count', 'created_at', 'updated_at', 'id'] as const;
export const menuListQuerySchema = dashboardListQuery(MENU_SORT_COLUMNS, {});
/** The list leaves out the trees: `item_count` says how big each is. */
export const menuListItemSchema = menuSchema.omit({ items: true });
export const menuListSchema = listResultSchema(menuListItemSchema);

/** Where a resolved item leads: a localised path on this site (e.g. /tr/hakkimizda) or another site; null for a heading. */
const navLinkTargetSchema = z.union([
  z.object({ kind: z.literal('internal'), path: z.string() }),
  z.object({ kind: z.literal('external'), url: z.string() }),
]);
const navLinkFields = {
  id: z.string(),
  label: z.string(),
  target: navLinkTargetSchema.nullable().describe("Built from the item's target in the request language; null for an item that only heads its children"),
  newTab: z.boolean(),
};

/** A menu item resolved for one visitor: visible to them, its link built; with every level below it. */
export interface NavLink {
  id: string;
  label: string;
  target: z.infer<typeof navLinkTargetSchema> | null;
  newTab: boolean;
  children: NavLink[];
}
/** Its schema, checked against the interface (TypeScript cannot infer a recursive schema's type through the refinement). */
export const navLinkSchema: z.ZodType<NavLink> = z.object({
  ...navLinkFields,
  get children() {
    return z.array(navLinkSchema);
  },
  // An item without a link is only ever sent as the heading of its sub-items.
}).refine((link) => link.target !== null || link.children.length > 0);
// Named in place (the getter above returns this very schema), so the OpenAPI document can refer to the tree's recursion.
z.globalRegistry.add(navLinkSchema, { id: 'NavLink' });

/**
 * A top-level item as a page carries it: its levels below stay on the server until a submenu is
 * first opened (GET /api/menus/{area}/children), so a large menu does not weigh on every page.
 */
export const navTopLinkSchema = z.object({ ...navLinkFields, hasChildren: z.boolean() });

/**
 * One area's menu as a page carries it: the top level, and the version of the levels below as the
 * same visitor sees them (a hash of them, null when no item has any), which their request names.
 */
export const siteMenuSchema = z.object({ links: z.array(navTopLinkSchema), submenus: z.string().nullable() });
/** The menus of the layout's areas as one visitor sees them, top levels only. */
export const siteMenusSchema = z.object(
  Object.fromEntries(MENU_AREAS.map((area) => [area, siteMenuSchema])) as Record<MenuArea, typeof siteMenuSchema>,
);

/** GET /api/menus/{area}/children: the levels below the top of one area's menu, per top-level item id. */
export const menuSubmenusSchema = z.object({
  version: z.string().nullable(),
  submenus: z.record(z.string(), z.array(navLinkSchema)),
});
export const menuAreaParamsSchema = z.object({ area: z.enum(MENU_AREAS) });
export const menuSubmenusQuerySchema = z.object({
  v: z.string().max(64).optional().describe("The version the page names (its menus' `submenus`): an answer of that version may be kept for good"),
});

/** A menu item that links to a module or a content item, as that target's editor and delete dialog list it. */
export const menuLinkSchema = z.object({ menu_key: z.string(), menu_name: z.string(), item_id: z.string(), label: z.string() });

export type MenuArea = (typeof MENU_AREAS)[number];
export type MenuLinkType = (typeof MENU_LINK_TYPES)[number];
export type MenuVisibility = (typeof MENU_VISIBILITIES)[number];
export type MenuTarget = z.infer<typeof menuTargetSchema>;
export type Menu = z.infer<typeof menuSchema>;
export type MenuDetail = z.infer<typeof menuDetailSchema>;
export type MenuCreateInput = z.input<typeof menuCreateSchema>;
export type MenuUpdateInput = z.input<typeof menuUpdateSchema>;
export type MenuListQuery = z.infer<typeof menuListQuerySchema>;
export type MenuListItem = z.infer<typeof menuListItemSchema>;
export type MenuList = z.infer<typeof menuListSchema>;
export type MenuLink = z.infer<typeof menuLinkSchema>;
export type NavTopLink = z.infer<typeof navTopLinkSchema>;
export type SiteMenu = z.infer<typeof siteMenuSchema>;
export type MenuSubmenus = z.infer<typeof menuSubmenusSchema>;
