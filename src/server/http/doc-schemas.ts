import { z } from '@hono/zod-openapi';
import { MENU_AREAS, type MenuArea } from '@/shared/api/menus';
import type { NavLink } from '@/shared/nav-link';
import { COOKIE_CATEGORIES } from '@/shared/schemas/cookie-preferences';

/** Schemas that only describe answers in the OpenAPI document. */

const cookieCategory = z.enum(COOKIE_CATEGORIES.map((category) => category.key) as [string, ...string[]]);

export const constantsSchema = z
  .object({
    cookieCategories: z.array(z.object({ key: cookieCategory, required: z.boolean() })),
    cookiePreferences: z.partialRecord(cookieCategory, z.boolean()),
    cookieConsent: z.object({ enabled: z.boolean(), saved: z.boolean() }),
  })
  .openapi('Constants');

export const navLinkSchema: z.ZodType<NavLink> = z
  .object({
    id: z.string(),
    label: z.string(),
    target: z.union([
      z.object({ kind: z.literal('internal'), path: z.string() }),
      z.object({ kind: z.literal('external'), url: z.string() }),
    ]).nullable().openapi({ description: 'Built from the item\'s target in the request language; null for an item that only heads its children' }),
    newTab: z.boolean(),
    children: z.array(z.lazy(() => navLinkSchema)),
  })
  .openapi('NavLink');

/** The menus of the layout's areas as one visitor sees them. */
export const siteMenusSchema = z.object(
  Object.fromEntries(MENU_AREAS.map((area) => [area, z.array(navLinkSchema)])) as Record<MenuArea, z.ZodArray<typeof navLinkSchema>>,
);

const guestMenuSchema = z
  .object({ key: z.string(), name: z.string(), areas: z.array(z.string()), items: z.array(navLinkSchema) })
  .openapi('GuestMenu', { description: 'A menu as a guest sees it: items for signed-in users or some roles left out, no role ids' });

export const publicBundleSchema = z
  .object({
    settings: z.object({
      app_name: z.string(),
      app_company_suffix: z.string(),
      app_description: z.string(),
      default_language: z.enum(['en', 'sv', 'tr']),
      maintenance_mode: z.unknown().openapi({ description: 'Maintenance is on unless this is exactly false' }),
      maintenance_message: z.string(),
      registration: z.boolean(),
      cookie_consent: z.object({ enabled: z.boolean() }),
      contact: z.object({ email: z.string(), address: z.string(), phone: z.string(), message: z.string() }),
      oauth: z.object({ google: z.boolean(), facebook: z.boolean() }),
    }),
    menus: z.array(guestMenuSchema),
    contents: z.object({
      landing: z.record(z.string(), z.unknown()).nullable().openapi({ description: 'Home page sections, multilingual fields resolved' }),
    }),
    constants: constantsSchema,
  })
  .openapi('PublicBundle');

const moduleTreeItem = z.object({
  key: z.string(),
  slug: z.string(),
  type: z.enum(['content', 'form']),
  icon: z.string().nullable(),
  name: z.string(),
});

export const moduleTreeSchema = z
  .object({ content: z.array(moduleTreeItem), form: z.array(moduleTreeItem) })
  .openapi('ModuleTree');
