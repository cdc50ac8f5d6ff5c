import { isDeepStrictEqual } from 'node:util';
import type { Transaction } from 'kysely';
import type { Database } from '@/server/db/schema';
import { defaultSettings } from '@/server/db/seed/settings';
import { replaceUsages } from '@/server/entities/media-usages';
import { settingsKey } from '@/server/storage/settings-key';
import { isSecretSetting, SECRET_SETTING_KEYS, SETTING_SCHEMAS, type DashboardSettings, type SettingsPatch } from '@/shared/api/settings';
import type { Locale } from '@/i18n/locales';
import { LANDING_MODULE_KEY } from '@/shared/content-href';
import { fitsDefaultRole } from '@/shared/grants';
import { resolveGuestMenus, type FindLinkTargets } from '@/shared/menu-resolve';
import type { PermissionTree } from '@/shared/permissions';
import type { MenuItem, PublicBundle, PublicMenu } from '@/shared/types';
import type { ServiceDeps } from './deps';
import { RETENTIONS, retentionDays, type RetainedTable } from './log-retention';
import { ApiError, fieldError } from './api-error';
import { createAsyncCache } from './async-cache';
import { defaultConstants } from './constants-builder';
import { localizedContent, localizedMenuItem, localizedText } from './localize';
import type { ModuleCatalogue } from './modules';
import { cookieConsentOf, toPublicSettings, type CookieConsentSetting, type RawSettings } from './public-settings';
import { createSecretCipher, isSealed } from './secret-cipher';
import { DESTINATION_KEYS, secretsMovedBy } from './secret-destinations';

const KNOWN_KEYS: ReadonlySet<string> = new Set(Object.keys(defaultSettings(0)));

/** The home page's sections: the published `home` item of the `landing` module. */
const LANDING = { module: LANDING_MODULE_KEY, slug: 'home' } as const;

/**
 * Settings (key -> JSON) and the public start-up bundle built from them. Everything is
 * cached in memory and dropped on the 'settings' invalidation topic, which `update()`
 * (and every service that changes menus, modules or contents) publishes.
 */
export function createSettingsService({ handle, bus, config, modules, linkTargets }: ServiceDeps & { modules: ModuleCatalogue; linkTargets: FindLinkTargets }) {
  const { db, json } = handle;
  const oauthClients = config.auth.oauthClients;
  const oauthFromEnvironment = {
    google: Boolean(oauthClients.google.clientId && oauthClients.google.clientSecret),
    facebook: Boolean(oauthClients.facebook.clientId && oauthClients.facebook.clientSecret),
  };

  // prepareSettingsSecrets (bootstrap) has made sure the key exists and opens every stored secret.
  const cipher = createSecretCipher(settingsKey(config, { create: true })!);
  /** Secrets are stored sealed ('' when not set); everything in memory holds them in clear. */
  const openValue = (key: string, value: unknown) => {
    if (!isSecretSetting(key) || !isSealed(value)) return value;
    try {
      return cipher.open(key, value);
    } catch {
      // Sealed by an instance with another key (checked at start, so written since): unset here, never an outage.
      console.error(`[settings] ${key} does not decrypt with this instance's key: give every instance the same SETTINGS_ENCRYPTION_KEY`);
      return '';
    }
  };
  const sealValue = (key: string, value: unknown) =>
    isSecretSetting(key) && typeof value === 'string' && value !== '' ? cipher.seal(key, value) : value;

  const isSecretState = (value: unknown) => typeof value === 'object' && value !== null;

  const rawCache = createAsyncCache('settings', async (_: 'all'): Promise<RawSettings> => {
    const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
    return Object.fromEntries(rows.map((row) => [row.key, openValue(row.key, json.read(row.value))]));
  });
  const menusCache = createAsyncCache('menus', (locale: Locale) => loadMenus(locale));
  const bundleCache = createAsyncCache('public bundle', (locale: Locale) => buildPublicBundle(locale));

  /** Marks this process's caches stale: they rebuild on next use and keep serving the old values while that fails. */
  const invalidateCached = () => {
    rawCache.invalidate();
    menusCache.invalidate();
    bundleCache.invalidate();
  };
  bus.subscribe('settings', invalidateCached);

  const getAll = (): Promise<RawSettings> => rawCache.get('all');

  async function loadMenus(locale: Locale): Promise<PublicMenu[]> {
    const rows = await db.selectFrom('menus').select(['key', 'name', 'areas', 'items']).orderBy('id').execute();
    return rows.map((row) => ({
      key: row.key,
      name: row.name,
      areas: json.read<string[]>(row.areas) ?? [],
      items: (json.read<MenuItem[]>(row.items) ?? []).map((item) => localizedMenuItem(item, locale)),
    }));
  }

  async function loadLanding(locale: Locale): Promise<Record<string, unknown> | null> {
    const landing = await modules.byKey(LANDING.module);
    const row = landing && await db.selectFrom('module_contents')
      .where('module_id', '=', landing.id)
      .where('slug', '=', LANDING.slug)
      .where('status', '=', 'published')
      .select(['title', 'header', 'header_image', 'content'])
      .executeTakeFirst();
    if (!landing || !row) return null;
    const { fields } = landing;
    return {
      title: localizedText(json.read(row.title), locale),
      header: row.header === null ? null : localizedText(json.read(row.header), locale),
      header_image: row.header_image,
      ...localizedContent(json.read<Record<string, unknown>>(row.content) ?? {}, fields, locale),
    };
  }

  async function buildPublicBundle(locale: Locale): Promise<PublicBundle> {
    // Strictly fresh settings: a bundle built on stale ones would pass for fresh (the bundle cache keeps the old one instead).
    const [raw, menus, landing] = await Promise.all([
      rawCache.getFresh('all'),
      menusCache.getFresh(locale).then((all) => resolveGuestMenus(all, locale, linkTargets)),
      loadLanding(locale),
    ]);
    const settings = toPublicSettings(raw, locale, oauthFromEnvironment);
    return {
      settings,
      // Everyone is sent these: a guest's view, so no item for signed-in users or some roles reaches anyone else.
      menus,
      contents: { landing },
      constants: defaultConstants(cookieConsentOf(raw)),
    };
  }

  /**
   * Writes the given keys (secrets sealed) inside `trx`; answers the keys whose value differs
   * from the stored one. The caller publishes 'settings' after the commit.
   */
  /** The stored values (secrets in clear) of the given keys, read inside `trx`. */
  async function readIn(trx: Transaction<Database>, keys: string[]): Promise<RawSettings> {
    const rows = keys.length ? await trx.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute() : [];
    return Object.fromEntries(rows.map((row) => [row.key, openValue(row.key, json.read(row.value))]));
  }

  async function writeIn(trx: Transaction<Database>, values: RawSettings): Promise<string[]> {
    const unknownKeys = Object.keys(values).filter((key) => !KNOWN_KEYS.has(key));
    if (unknownKeys.length) throw new ApiError(400, 'bad_request', { unknown_keys: unknownKeys });
    const current = await readIn(trx, Object.keys(values));
    const now = new Date().toISOString();
    const changed: string[] = [];
    for (const [key, value] of Object.entries(values)) {
      if (!isDeepStrictEqual(current[key], value)) changed.push(key);
      const encoded = json.write(sealValue(key, value));
      await trx.insertInto('settings')
        .values({ key, value: encoded, updated_at: now })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: encoded, updated_at: now }))
        .execute();
      // A secret names no file (and its text is not indexed).
      if (!isSecretSetting(key)) await replaceUsages(trx, { kind: 'settings', id: key }, { [key]: value });
    }
    return changed;
  }

  /** Writes the given keys in one transaction, then tells every cache (and instance) to reload. Server-side use (seeding, tests). */
  async function update(values: RawSettings): Promise<void> {
    await db.transaction().execute((trx) => writeIn(trx, values));
    bus.publish('settings');
  }

  return {
    /** Every setting with its raw value, secrets included: server-side use only. */
    async getAll(): Promise<RawSettings> {
      return { ...(await getAll()) };
    },

    async get<T = unknown>(key: string): Promise<T | undefined> {
      return (await getAll())[key] as T | undefined;
    },

    /** Whether consent is asked, and the categories (with their scripts) offered. */
    async cookieConsent(): Promise<CookieConsentSetting> {
      return cookieConsentOf(await getAll());
    },

    /**
     * What GET /api/settings sends and the root layout renders with, for one locale, with the
     * constants of a visitor who has saved no cookie preferences. Cached until invalidated;
     * `force` rebuilds this process's caches from the database (the old values serve until then).
     */
    getPublicBundle(locale: Locale, options: { force?: boolean } = {}): Promise<PublicBundle> {
      if (options.force) invalidateCached();
      return bundleCache.get(locale);
    },

    /**
     * Every menu of `locale` with all its items and their visibility rules, for resolving what
     * one visitor sees (menu-resolve.ts): server-side use only, never sent as it is.
     */
    menus(locale: Locale): Promise<PublicMenu[]> {
      return menusCache.get(locale);
    },

    /** The cached bundle if it is already built, without waiting: the hot path of GET /api/settings. */
    peekPublicBundle(locale: Locale): PublicBundle | undefined {
      return bundleCache.peek(locale);
    },

    /** Every setting for the dashboard: secrets only as `{ set }`, never their values. */
    async dashboardView(): Promise<DashboardSettings> {
      const all = await getAll();
      const view = Object.fromEntries(Object.keys(SETTING_SCHEMAS).map((key) => [
        key,
        isSecretSetting(key) ? { set: typeof all[key] === 'string' && all[key] !== '' } : all[key],
      ]));
      // A retention not stored yet shows the days that apply meanwhile.
      for (const [table, { setting }] of Object.entries(RETENTIONS)) view[setting] = retentionDays(table as RetainedTable, config, all[setting]);
      return view as DashboardSettings;
    },

    /**
     * The values a validated dashboard subset stores (read inside the write's transaction): a
     * secret given as '' or `{ set }` keeps its stored value (left out), null clears it, and so
     * does a change of where it is sent (secret-destinations.ts) unless a new one comes with it.
     * The write itself is the dashboard's settings operation.
     */
    async valuesToSave(trx: Transaction<Database>, patch: SettingsPatch): Promise<RawSettings> {
      const values: RawSettings = {};
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || (isSecretSetting(key) && (value === '' || isSecretState(value)))) continue;
        values[key] = isSecretSetting(key) && value === null ? '' : value;
      }
      const current = await readIn(trx, [...SECRET_SETTING_KEYS, ...DESTINATION_KEYS.filter((key) => key in values)]);
      for (const secret of secretsMovedBy(values, current)) values[secret] = '';
      return values;
    },

    /** The rules a dashboard subset must meet beyond its schema (inside the write's transaction). */
    async validatePatch(trx: Transaction<Database>, patch: SettingsPatch): Promise<void> {
      if (patch.default_role === undefined) return;
      const role = await trx.selectFrom('roles').select('permissions').where('id', '=', patch.default_role).executeTakeFirst();
      if (!role) throw fieldError('default_role', 'role_not_found');
      // Every sign-up gets it: a key there would hand part of the dashboard to anyone.
      if (!fitsDefaultRole(json.read<PermissionTree>(role.permissions))) throw fieldError('default_role', 'default_role_with_permissions');
    },

    readIn,
    writeIn,
    update,
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
