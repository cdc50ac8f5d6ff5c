import { z } from '@hono/zod-openapi';
import { navLinkSchema } from '@/shared/api/menus';
import { COOKIE_CATEGORIES } from '@/shared/schemas/cookie-preferences';

/** Schemas that only describe answers in the OpenAPI document. */

const cookieCategory = z.enum(COOKIE_CATEGORIES.map((category) => category.key) as [string, ...string[]]);

export const constantsSchema = z
  .object({
    cookieCategories: z.array(z.object({ key: cookieCategory, required: z.boolean(), scripts: z.array(z.string()) }))
      .openapi({ description: 'The categories the settings offer, each with the scripts a page loads once the visitor consented to it' }),
    cookiePreferences: z.partialRecord(cookieCategory, z.boolean()),
    cookieConsent: z.object({ enabled: z.boolean(), saved: z.boolean() }),
  })
  .openapi('Constants');

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
