import type { DbHandle } from '../connect';
import { fullPermissionTree } from '@/shared/permissions';
import { generatePassword, hashPassword } from '@/server/services/passwords';
import { defaultSettings } from './settings';
import { seedModules } from './modules';
import { seedMenus } from './menus';
import { defaultLocale } from '@/i18n/locales';
import { contentSlugRows, slugColumns } from '@/server/entities/slugs';
import { contentSortKeyRows } from '@/server/entities/sort-keys';
import { contentSearchText, titleSort } from '@/server/services/dashboard/content-search';
import type { LocalizedSlug } from '@/shared/localized-slug';

export interface SeedOptions {
  adminUsername: string;
  adminEmail: string;
  adminPassword: string | null;
  log?: (line: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  generatedAdminPassword?: string;
}

/**
 * Fills an empty database (no roles yet) with the defaults of design.md §5, in one
 * transaction. A database that already has roles is left alone.
 */
export async function seedIfEmpty(handle: DbHandle, options: SeedOptions): Promise<SeedResult> {
  const { db, json } = handle;
  const existing = await db.selectFrom('roles').select('id').limit(1).executeTakeFirst();
  if (existing) return { seeded: false };

  const generated = options.adminPassword ? undefined : generatePassword();
  const passwordHash = await hashPassword(options.adminPassword ?? generated!);
  const now = new Date().toISOString();

  await db.transaction().execute(async (trx) => {
    const moduleKeys = seedModules.map((m) => m.key);
    const admin = await trx.insertInto('roles')
      .values({ name: 'admin', permissions: json.write(fullPermissionTree(moduleKeys)), updated_at: now })
      .returning('id').executeTakeFirstOrThrow();
    const user = await trx.insertInto('roles')
      .values({ name: 'user', permissions: json.write({}), updated_at: now })
      .returning('id').executeTakeFirstOrThrow();

    await trx.insertInto('users').values({
      username: options.adminUsername,
      email: options.adminEmail,
      password_hash: passwordHash,
      fullname: 'Administrator',
      gender: null,
      birthday: null,
      avatar: null,
      role_id: admin.id,
      status: 'active',
      email_verified_at: now,
      updated_at: now,
    }).execute();

    const settings = defaultSettings(user.id);
    await trx.insertInto('settings')
      .values(Object.entries(settings).map(([key, value]) => ({ key, value: json.write(value), updated_at: now })))
      .execute();

    /** `moduleKey/slug` → id of the seeded items, for the menus' detail pages. */
    const seededIds = new Map<string, number>();
    for (const [index, module] of seedModules.entries()) {
      const row = await trx.insertInto('modules').values({
        key: module.key,
        name: json.write(module.name),
        ...slugColumns(json, typeof module.slug === 'string' ? { [defaultLocale]: module.slug } as LocalizedSlug : module.slug),
        type: module.type,
        icon: module.icon,
        fields: json.write(module.fields),
        upload_config: json.write({ max_files: 10, max_size_mb: 10, mime_types: ['image/jpeg', 'image/png', 'image/webp'] }),
        ordering: index,
        updated_at: now,
      }).returning('id').executeTakeFirstOrThrow();
      for (const [order, content] of module.contents.entries()) {
        const slug = typeof content.slug === 'string' ? { [defaultLocale]: content.slug } as LocalizedSlug : content.slug;
        const stored = await trx.insertInto('module_contents').values({
          module_id: row.id,
          ...slugColumns(json, slug),
          search_text: contentSearchText(module.fields, { slug, title: content.title, content: content.content }),
          title_sort: titleSort(content.title),
          title: json.write(content.title),
          header: content.header ? json.write(content.header) : null,
          header_image: null,
          content: json.write(content.content),
          status: 'published',
          ordering: order,
          updated_by: null,
          updated_at: now,
        }).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('content_slugs').values(contentSlugRows(row.id, stored.id, slug)).execute();
        seededIds.set(`${module.key}/${slug[defaultLocale]}`, stored.id);
        const sortKeys = contentSortKeyRows(row.id, stored.id, module.fields, content.content);
        if (sortKeys.length) await trx.insertInto('content_sort_keys').values(sortKeys).execute();
      }
    }

    for (const menu of seedMenus) {
      await trx.insertInto('menus').values({
        key: menu.key,
        name: menu.name,
        areas: json.write(menu.areas),
        items: json.write(menu.items.map(({ content, ...item }) => (content ? { ...item, content_id: seededIds.get(`${item.module}/${content}`) } : item))),
        updated_at: now,
      }).execute();
    }
  });

  if (generated) {
    (options.log ?? console.log)(
      `\n  Admin account created: username "${options.adminUsername}", password "${generated}"\n  (shown once; set ADMIN_PASSWORD to choose it)\n`,
    );
  }
  return { seeded: true, generatedAdminPassword: generated };
}
