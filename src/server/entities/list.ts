import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Engine } from '@/server/db/connect';
import { LIST_TOTAL_CAP, SEARCH_TOTAL_CAP, type ListQuery, type ListResult } from '@/shared/api/list';
import type { ListDeclaration } from './declaration';

/** Characters LIKE treats specially, escaped so a search is always a plain substring. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A trigram index can only answer searches of at least three characters. */
const TRIGRAM = 3;

/** A list's rows without a join that does not change their number, and their id column. */
export interface CountBase {
  query: SelectQueryBuilder<any, any, unknown>;
  id: string;
  /** The rows are a search's matches, which the area filtered itself: counted as a search is. */
  searched?: boolean;
}

/** The database a list runs on: for the bounded count and the engine's search index. */
export interface ListDatabase {
  db: Kysely<any>;
  engine: Engine;
}

/**
 * One page of a list: `query` is the area's select with its joins and filters already applied;
 * this adds the search, counts the matches, orders by the declared sort column (ties by id) and
 * pages. Only declared columns reach SQL: the sort name was checked by the list's query schema.
 *
 * With `database`, counting stops after LIST_TOTAL_CAP matches, or SEARCH_TOTAL_CAP of a search
 * (`total_capped` says so), so a list of a million rows costs no more to count than one of ten
 * thousand, and a declared SQLite search index answers the search. Without it, every match is counted.
 *
 * `countFrom` is `query` without a join it makes only to sort (one joined row per row, so the
 * same number of matches), which the count can do without.
 */
export async function listPage<Column extends string, Row, Item>(
  query: SelectQueryBuilder<any, any, Row>,
  list: ListDeclaration<Column>,
  params: ListQuery<Column>,
  toItem: (row: Row) => Item,
  database?: ListDatabase,
  countFrom?: CountBase,
): Promise<ListResult<Item>> {
  const search = params.search?.trim().toLowerCase();
  const index = search && database?.engine === 'sqlite' && search.length >= TRIGRAM ? list.searchIndex : undefined;
  // One FTS5 phrase of trigrams is a case-insensitive substring match in any indexed column.
  const phrase = index ? ftsPhrase(search!) : undefined;
  const matches = index ? sql`(select rowid from ${sql.table(index)} where ${sql.table(index)} match ${phrase})` : undefined;
  // A search most rows match finds its page sooner as the plain scan below, which stops once a
  // page is found, than as a set of ids SQLite first collects in full; its count still comes
  // from the index (scanning the rows for 10,000 matches took 80 ms of 100,000 contents).
  const broad = matches ? await isBroad(database!.db, matches) : true;
  /** The matches of the search among `base`'s rows: to find the page in, and to count. */
  const searched = <Q extends SelectQueryBuilder<any, any, any>>(base: Q, id: string): { page: Q; count: Q } => {
    if (!search) return { page: base, count: base };
    const indexed = matches && base.where(sql.ref(id), 'in', matches) as Q;
    // On PostgreSQL the trigram indexes on lower(column) serve this very LIKE.
    const pattern = `%${escapeLike(search)}%`;
    const scanned = base.where((eb) =>
      eb.or(list.searchable.map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', sql<string>`${pattern} escape '\\'`))),
    ) as Q;
    return { page: indexed && !broad ? indexed : scanned, count: index ? joinSearchIndex(base, index, phrase!, id) : scanned };
  };
  const own = searched(query, list.id);
  const filtered = own.page;
  const counted = countFrom ? searched(countFrom.query, countFrom.id).count : own.count;
  const direction = params.order === 'asc' ? 'asc' : 'desc';
  const offset = (params.page - 1) * params.per_page;
  const ordered = <Q extends SelectQueryBuilder<any, any, any>>(select: Q): Q =>
    select.orderBy(sql.ref(list.sortable[params.sort]), direction).orderBy(sql.ref(list.id), direction) as Q;
  // The page's ids first, then its rows: the sort and offset run over narrow rows an index
  // often covers, and only the page's rows are joined and read in full (sorting every match
  // of a filter with all its columns and joins took a million-row log 160 ms on SQLite).
  // A sort by an alias of the select (e.g. a count) needs that select; a table's column does not.
  const sortsByAlias = !list.sortable[params.sort].includes('.');
  const narrow = (sortsByAlias ? filtered : filtered.clearSelect()) as SelectQueryBuilder<any, any, unknown>;
  const readPage = async () => {
    const pageIds = await ordered(narrow.select(sql<number>`${sql.ref(list.id)}`.as('page_id')))
      .limit(params.per_page)
      .offset(offset)
      .execute() as { page_id: number }[];
    return pageIds.length === 0 ? [] : await ordered(query.where(sql.ref(list.id), 'in', pageIds.map((row) => row.page_id))).execute();
  };
  // A search's count is the slow half; PostgreSQL runs it beside the page on another pooled
  // connection (SQLite has one connection, so there it would only wait its turn).
  const isSearch = Boolean(search) || countFrom?.searched === true;
  const cap = isSearch ? SEARCH_TOTAL_CAP : LIST_TOTAL_CAP;
  const countBeside = isSearch && database?.engine === 'postgres' ? count(counted, database, cap) : undefined;
  const [rows, countedBeside] = await Promise.all([readPage(), countBeside]);
  // A page that is not full (and not past the end) is the last one: the count is known without
  // running the search a second time.
  const lastPage = rows.length < params.per_page && (rows.length > 0 || offset === 0);
  const total = lastPage ? offset + rows.length : countedBeside ?? await count(counted, database, cap);
  return {
    items: rows.map(toItem),
    total: Math.min(total, cap),
    total_capped: total > cap,
    page: params.page,
    per_page: params.per_page,
  };
}

/**
 * Whether an index search finds more than SEARCH_TOTAL_CAP rows (counted in the index alone):
 * then one row in a hundred or more matches, and a scan in page order finds a page sooner.
 * Counting ten times as far to decide took 10 ms of a common word's search.
 */
export async function isBroad(db: Kysely<any>, matches: ReturnType<typeof sql>): Promise<boolean> {
  const { rows } = await sql<{ total: number }>`select count(*) as total from (select 1 from ${matches} as matches limit ${SEARCH_TOTAL_CAP + 1})`.execute(db);
  return Number(rows[0]?.total ?? 0) > SEARCH_TOTAL_CAP;
}

/** An FTS5 query of `text` as one phrase: its trigrams in order, a case-insensitive substring match. */
export const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * `query`'s rows that SQLite's FTS5 table `index` matches for `phrase`, joined rather than
 * filtered by `id in (…)`: the index's matches then lead, each looking up its row, and a count
 * with a limit stops there (`in` collects every match first: 37 ms against 2 ms for the first
 * thousand of 16,000).
 */
export function joinSearchIndex<Q extends SelectQueryBuilder<any, any, any>>(query: Q, index: string, phrase: string, id: string): Q {
  return query.innerJoin(sql`${sql.table(index)}(${phrase})`.as('search_hits'), (join) => join.on(sql<boolean>`search_hits.rowid = ${sql.ref(id)}`)) as unknown as Q;
}

/** The number of matches; with `database`, at most `cap` + 1 of them are counted. */
async function count(filtered: SelectQueryBuilder<any, any, unknown>, database: ListDatabase | undefined, cap: number): Promise<number> {
  if (!database) {
    const row = await filtered.clearSelect().select((eb) => eb.fn.countAll().as('total')).executeTakeFirst() as { total: number | string | bigint } | undefined;
    return Number(row?.total ?? 0);
  }
  const matches = filtered.clearSelect().select(sql<number>`1`.as('one')).limit(cap + 1);
  const row = await database.db.selectFrom(matches.as('matches')).select((eb) => eb.fn.countAll().as('total')).executeTakeFirst() as { total: number | string | bigint } | undefined;
  return Number(row?.total ?? 0);
}
