import { sql, type SelectQueryBuilder } from 'kysely';
import type { ListQuery, ListResult } from '@/shared/api/list';
import type { ListDeclaration } from './declaration';

/** Characters LIKE treats specially, escaped so a search is always a plain substring. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * One page of a list: `query` is the area's select with its joins and filters already applied;
 * this adds the search, counts the matches, orders by the declared sort column (ties by id) and
 * pages. Only declared columns reach SQL: the sort name was checked by the list's query schema.
 */
export async function listPage<Column extends string, Row, Item>(
  query: SelectQueryBuilder<any, any, Row>,
  list: ListDeclaration<Column>,
  params: ListQuery<Column>,
  toItem: (row: Row) => Item,
): Promise<ListResult<Item>> {
  let filtered = query;
  const search = params.search?.trim().toLowerCase();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    filtered = filtered.where((eb) =>
      eb.or(list.searchable.map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', sql<string>`${pattern} escape '\\'`))),
    );
  }
  const direction = params.order === 'asc' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    filtered
      .orderBy(sql.ref(list.sortable[params.sort]), direction)
      .orderBy(sql.ref(list.id), direction)
      .limit(params.per_page)
      .offset((params.page - 1) * params.per_page)
      .execute(),
    filtered.clearSelect().select((eb) => eb.fn.countAll().as('total')).executeTakeFirst() as Promise<{ total: number | string | bigint } | undefined>,
  ]);
  return { items: rows.map(toItem), total: Number(count?.total ?? 0), page: params.page, per_page: params.per_page };
}
