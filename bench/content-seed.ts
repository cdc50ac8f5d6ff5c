/**
 * The contents part's data: a `bench-articles` module (a per-locale subtitle flagged
 * searchable, sortable and visible, a sortable number `rank`, a per-locale rich-text body) and
 * 100,000 items with varied titles in en/sv/tr, 90% published. Deterministic: item `i` is
 * always the same, so the bench can name its own search words and URLs.
 */
import { sql } from 'kysely';
import { defaultLocale } from '../src/i18n/locales';
import { connectDatabase, DEFAULT_DATABASE_CONFIG } from '../src/server/db/connect';
import { contentSlugRows, slugColumns } from '../src/server/entities/slugs';
import { contentSearchText, titleSort } from '../src/server/services/dashboard/content-search';
import { contentSortKeyRows } from '../src/server/entities/sort-keys';
import type { ModuleField } from '../src/shared/fields';
import { resolveSlugs, type LocalizedSlug } from '../src/shared/localized-slug';

export const ITEMS = 100_000;
export const MODULE_KEY = 'bench-articles';
/** The bench's content speaks the three default languages (not an optional one such as Arabic). */
type Locale = 'en' | 'sv' | 'tr';
export const BENCH_LOCALES: readonly Locale[] = ['en', 'sv', 'tr'];
const locales = BENCH_LOCALES;
export const MODULE_SLUG = { en: 'articles', sv: 'artiklar', tr: 'makaleler' } as const satisfies Record<Locale, string>;

const FIELDS: ModuleField[] = [
  { key: 'subtitle', label: { en: 'Subtitle', sv: 'Underrubrik', tr: 'Alt başlık' }, type: 'multilang_text', required: false, table: { visible: true, sortable: true, searchable: true } },
  { key: 'rank', label: { en: 'Rank', sv: 'Rang', tr: 'Sıra' }, type: 'number', required: false, table: { visible: true, sortable: true, searchable: false } },
  { key: 'body', label: { en: 'Body', sv: 'Brödtext', tr: 'Gövde' }, type: 'multilang_editor', required: false },
];

/** What POST /api/dashboard/modules creates. */
export const MODULE = {
  key: MODULE_KEY,
  type: 'content',
  name: { en: 'Articles', sv: 'Artiklar', tr: 'Makaleler' },
  slug: MODULE_SLUG,
  icon: null,
  fields: FIELDS,
};

/** Words the list searches use: in about a sixth of the titles, in eleven titles, in 21 subtitles only. */
export const SEARCH = { common: 'guide', rare: 'zeppelin', subtitleOnly: 'zetterqvist', turkish: 'kütüphane' } as const;
const RARE_EVERY = 9_973;
const RARE_AUTHOR_EVERY = 4_999;

const TOPICS: Record<Locale, string[]> = {
  en: ['garden', 'kitchen', 'travel', 'budget', 'coffee', 'bicycle', 'winter', 'summer', 'library', 'harbour', 'mountain', 'river', 'forest', 'city', 'market', 'museum', 'school', 'football', 'music', 'theatre', 'photography', 'bread', 'festival', 'island', 'railway', 'bakery', 'startup', 'design', 'language', 'history'],
  sv: ['trädgården', 'köket', 'resor', 'budgeten', 'kaffe', 'cykeln', 'vintern', 'sommaren', 'biblioteket', 'hamnen', 'fjället', 'ån', 'skogen', 'staden', 'torget', 'museet', 'skolan', 'fotbollen', 'musiken', 'teatern', 'fotografi', 'brödet', 'festivalen', 'ön', 'järnvägen', 'bageriet', 'startupen', 'design', 'språket', 'historien'],
  tr: ['bahçe', 'mutfak', 'seyahat', 'bütçe', 'kahve', 'bisiklet', 'kış', 'yaz', 'kütüphane', 'liman', 'dağ', 'nehir', 'orman', 'şehir', 'pazar', 'müze', 'okul', 'futbol', 'müzik', 'tiyatro', 'fotoğrafçılık', 'ekmek', 'festival', 'ada', 'demiryolu', 'fırın', 'girişim', 'tasarım', 'dil', 'tarih'],
};
const RARE_TOPIC: Record<Locale, string> = { en: 'zeppelin', sv: 'zeppelinaren', tr: 'zeplin' };

/** Title patterns per locale; two of the twelve English ones hold SEARCH.common. */
const FORMS: Record<Locale, ((topic: string) => string)[]> = {
  en: [(t) => `A short guide to the ${t}`, (t) => `Notes on the ${t}`, (t) => `Ten ideas for the ${t}`, (t) => `Why we love the ${t}`, (t) => `The quiet ${t}`,
    (t) => `Living with the ${t}`, (t) => `Getting started with the ${t}`, (t) => `What we learned about the ${t}`, (t) => `A weekend of ${t}`,
    (t) => `Letters about the ${t}`, (t) => `The future of the ${t}`, (t) => `The beginner's guide to the ${t}`],
  sv: [(t) => `En kort guide till ${t}`, (t) => `Anteckningar om ${t}`, (t) => `Tio idéer för ${t}`, (t) => `Därför älskar vi ${t}`, (t) => `Tyst om ${t}`,
    (t) => `Att leva med ${t}`, (t) => `Kom igång med ${t}`, (t) => `Vad vi lärde oss om ${t}`, (t) => `En helg med ${t}`,
    (t) => `Brev om ${t}`, (t) => `Framtiden för ${t}`, (t) => `Nybörjarens guide till ${t}`],
  tr: [(t) => `${t} için kısa bir rehber`, (t) => `${t} üzerine notlar`, (t) => `${t} için on fikir`, (t) => `${t} neden güzel`, (t) => `Sessiz ${t}`,
    (t) => `${t} ile yaşamak`, (t) => `${t} ile başlarken`, (t) => `${t} hakkında öğrendiklerimiz`, (t) => `${t} ile bir hafta sonu`,
    (t) => `${t} üzerine mektuplar`, (t) => `${t} ve gelecek`, (t) => `Yeni başlayanlar için ${t} rehberi`],
};
const PLACES: Record<Locale, string[]> = {
  en: ['', ' in Stockholm', ' in Istanbul', ' at home', ' for beginners', ' in spring', ' on a budget'],
  sv: ['', ' i Stockholm', ' i Istanbul', ' hemma', ' för nybörjare', ' på våren', ' med liten budget'],
  tr: ['', ' (Stockholm)', ' (İstanbul)', ' (evde)', ' (yeni başlayanlar)', ' (ilkbahar)', ' (az bütçeyle)'],
};
const FIRST_NAMES = ['Anna', 'Erik', 'Elif', 'Mehmet', 'Sara', 'Johan', 'Zeynep', 'Lars', 'Ayşe', 'Karin', 'Emre', 'Maja', 'Can', 'Linnea', 'Deniz', 'Oskar'];
const LAST_NAMES = ['Andersson', 'Yılmaz', 'Lindqvist', 'Kaya', 'Berg', 'Demir', 'Holm', 'Şahin', 'Nyström', 'Çelik', 'Ek', 'Arslan', 'Sandberg', 'Öztürk'];
const RARE_AUTHOR = 'Ingrid Zetterqvist';

const SENTENCES: Record<Locale, ((topic: string) => string)[]> = {
  en: [(t) => `Everyone has an opinion about the ${t}, and most of them are worth hearing.`, (t) => `We spent a month with the ${t} and wrote down what surprised us.`,
    () => 'Some of it worked at once; some of it took three attempts and a patient neighbour.', (t) => `The best advice about the ${t} came from people who had done it for years.`,
    () => 'Start small, write things down, and do not be afraid to ask.', () => 'Next time we will plan less and listen more.'],
  sv: [(t) => `Alla har en åsikt om ${t}, och de flesta är värda att lyssna på.`, (t) => `Vi tillbringade en månad med ${t} och skrev ner det som förvånade oss.`,
    () => 'En del fungerade direkt; annat krävde tre försök och en tålmodig granne.', (t) => `De bästa råden om ${t} kom från dem som hållit på i åratal.`,
    () => 'Börja smått, skriv ner saker och var inte rädd för att fråga.', () => 'Nästa gång planerar vi mindre och lyssnar mer.'],
  tr: [(t) => `Herkesin ${t} hakkında bir fikri var ve çoğu dinlemeye değer.`, (t) => `Bir ayımızı ${t} ile geçirdik ve bizi şaşırtanları yazdık.`,
    () => 'Bazı şeyler hemen işe yaradı; bazıları üç deneme ve sabırlı bir komşu gerektirdi.', (t) => `${t} hakkındaki en iyi tavsiyeler bunu yıllardır yapanlardan geldi.`,
    () => 'Küçük başlayın, not alın ve sormaktan çekinmeyin.', () => 'Bir dahaki sefere daha az plan yapıp daha çok dinleyeceğiz.'],
};

/** Titles repeat (a few thousand distinct ones), and locale-aware case and normalisation are slow: done once per text. */
function memo(transform: (text: string, locale: Locale) => string) {
  const done = new Map<string, string>();
  return (text: string, locale: Locale) => {
    let result = done.get(text);
    if (result === undefined) done.set(text, (result = transform(text, locale)));
    return result;
  };
}
const capitalize = memo((text, locale) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1));
const slugify = memo((text) =>
  text.replaceAll('ı', 'i').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''));

export interface BenchItem {
  title: Record<Locale, string>;
  slug: LocalizedSlug;
  content: { subtitle: Record<Locale, string>; rank: number; body: Record<Locale, string> };
  status: 'draft' | 'published' | 'archived';
}

/** Item `i` (0-based): 5% drafts, 5% archived, the rest published. */
export function benchItem(i: number): BenchItem {
  const rare = i % RARE_EVERY === 42;
  const topicIndex = (i * 7) % TOPICS.en.length;
  const form = Math.floor(i / TOPICS.en.length) % FORMS.en.length;
  const place = (i * 3 + form) % PLACES.en.length;
  const topic = (locale: Locale) => (rare ? RARE_TOPIC[locale] : TOPICS[locale][topicIndex]);
  const title = Object.fromEntries(locales.map((locale) => [locale, capitalize(FORMS[locale][form](topic(locale)) + PLACES[locale][place], locale)])) as Record<Locale, string>;
  const author = i % RARE_AUTHOR_EVERY === 17 ? RARE_AUTHOR : `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 5) % LAST_NAMES.length]}`;
  const minutes = 2 + (i % 13);
  const paragraph = (locale: Locale, from: number) =>
    `<p>${[0, 1, 2].map((k) => SENTENCES[locale][(from + k) % SENTENCES[locale].length](topic(locale))).join(' ')}</p>`;
  const body = Object.fromEntries(locales.map((locale) => [locale, `<h2>${title[locale]}</h2>${paragraph(locale, i)}${paragraph(locale, i + 3)}<p><strong>${author}</strong></p>`])) as Record<Locale, string>;
  // A third of the items have a Swedish slug of their own and a quarter a Turkish one.
  const slug: LocalizedSlug = { [defaultLocale]: `${slugify(title.en, 'en')}-${i}` } as LocalizedSlug;
  if (i % 3 === 0) slug.sv = `${slugify(title.sv, 'sv')}-${i}`;
  if (i % 4 === 0) slug.tr = `${slugify(title.tr, 'tr')}-${i}`;
  return {
    title,
    slug,
    content: {
      subtitle: { en: `By ${author} · ${minutes} min read`, sv: `Av ${author} · ${minutes} min läsning`, tr: `${author} · ${minutes} dk okuma` },
      rank: (i * 7919) % 1000,
      body,
    },
    status: i % 20 === 3 ? 'draft' : i % 20 === 11 ? 'archived' : 'published',
  };
}

/** The URL path of item `i` in `locale`. */
export function itemPath(i: number, locale: Locale): string {
  const slug = resolveSlugs(benchItem(i).slug)[locale];
  return `${locale === defaultLocale ? '' : `/${locale}`}/${MODULE_SLUG[locale]}/${slug}`;
}

const CHUNK = 5_000;

/**
 * Items `from`..ITEMS-1 straight into the tables, as the service would write them (search text,
 * per-locale slug rows, sort keys): bulk inserts of CHUNK rows a transaction, then the slug rows by id.
 */
export async function seedItems(url: string, moduleId: number, from: number): Promise<number> {
  const started = performance.now();
  const handle = await connectDatabase(url, { ...DEFAULT_DATABASE_CONFIG, poolSize: 1, statementTimeoutMs: 600_000 });
  const { db, json, insertRows } = handle;
  try {
    const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const now = Date.now();
    const columns = ['module_id', 'slug', 'slugs', 'search_text', 'title_sort', 'title', 'header', 'header_image', 'content', 'status', 'ordering', 'updated_by', 'created_at', 'updated_at'] as const;
    for (let start = from; start < ITEMS; start += CHUNK) {
      const rows = [];
      for (let i = start; i < Math.min(ITEMS, start + CHUNK); i++) {
        const item = benchItem(i);
        // Written over the last 100 days, a fifth of them edited again since.
        const created = now - (ITEMS - i) * 86_400 - 60_000;
        const updated = i % 5 === 0 ? created + ((i * 7_919) % 40) * 86_400_000 / 10 : created;
        rows.push({
          module_id: moduleId,
          ...slugColumns(json, item.slug),
          search_text: contentSearchText(FIELDS, { slug: item.slug, title: item.title, content: item.content }),
          title_sort: titleSort(item.title),
          title: json.write(item.title),
          header: null,
          header_image: null,
          content: json.write(item.content),
          status: item.status,
          ordering: i,
          updated_by: admin.id,
          created_at: new Date(created).toISOString(),
          updated_at: new Date(Math.min(updated, now - 1_000)).toISOString(),
        });
      }
      await insertRows('module_contents', columns, rows);
    }
    const ids = new Map((await db.selectFrom('module_contents').select(['id', 'ordering']).where('module_id', '=', moduleId).where('ordering', '>=', from).execute())
      .map((row) => [row.ordering, row.id]));
    for (let start = from; start < ITEMS; start += CHUNK) {
      const rows = [];
      for (let i = start; i < Math.min(ITEMS, start + CHUNK); i++) rows.push(...contentSlugRows(moduleId, ids.get(i)!, benchItem(i).slug));
      await insertRows('content_slugs', ['module_id', 'locale', 'slug', 'content_id'], rows);
      const keys = [];
      for (let i = start; i < Math.min(ITEMS, start + CHUNK); i++) keys.push(...contentSortKeyRows(moduleId, ids.get(i)!, FIELDS, benchItem(i).content));
      await insertRows('content_sort_keys', ['content_id', 'field', 'module_id', 'text_key', 'number_key'], keys);
    }
    // What autovacuum (PostgreSQL) or `PRAGMA optimize` (SQLite) would have done on a table that grew to this size.
    await sql`analyze`.execute(db);
  } finally {
    await handle.close();
  }
  return (performance.now() - started) / 1000;
}
