import { z } from '@/shared/schemas/zod-config';
import { listQuerySchema } from '@/shared/schemas/list-query';
import { idSchema } from '@/shared/schemas/auth';

export { listQuerySchema, LIST_PAGE_SIZE, LIST_TOTAL_CAP, SEARCH_TOTAL_CAP, type ListQuery, type ListResult } from '@/shared/schemas/list-query';

/**
 * `data` of every dashboard list answer: one page of `item` and the count of the matches, which
 * stops at LIST_TOTAL_CAP, or SEARCH_TOTAL_CAP for a search (`total_capped` true: there are more,
 * and later pages still answer).
 */
export function listResultSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), total_capped: z.boolean(), page: z.number().int(), per_page: z.number().int() });
}

/** A list's query: the common `page, per_page, sort, order, search` plus the area's own filters. */
export function dashboardListQuery<const Column extends string, F extends z.ZodRawShape>(
  sortable: readonly [Column, ...Column[]],
  filters: F,
) {
  return listQuerySchema(sortable).extend(filters);
}

/** `{id}` in a dashboard path. */
export const recordParamsSchema = z.object({ id: idSchema });

/** The `version` a record was read at, sent back with its PUT; an older one is refused (409). */
export const versionSchema = z.coerce.number().int().min(1);
