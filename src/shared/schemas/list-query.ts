import { z } from './zod-config';

export const LIST_PAGE_SIZE = { default: 20, max: 100 } as const;

/** Lists count their matches up to this many; beyond it `total` is this and `total_capped` is true. */
export const LIST_TOTAL_CAP = 10_000;

/**
 * A search counts its matches up to this many (then `total_capped`): counting every match of a
 * common word would read each of them, which is most of a broad search's time, for a number
 * nobody pages through. The list still pages past it, and a bulk action or export takes every match.
 */
export const SEARCH_TOTAL_CAP = 1_000;

/**
 * `?page=&per_page=&sort=&order=&search=` of every list call; `sort` is limited to the
 * columns the list allows. Query values arrive as strings, hence the coercion.
 */
export function listQuerySchema<const Column extends string>(sortable: readonly [Column, ...Column[]], defaultSort: Column = sortable[0]) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE.max).default(LIST_PAGE_SIZE.default),
    sort: z.enum(sortable).default(defaultSort),
    order: z.enum(['asc', 'desc']).default('desc'),
    search: z.string().trim().max(200).optional(),
  });
}

export type ListQuery<Column extends string = string> = {
  page: number;
  per_page: number;
  sort: Column;
  order: 'asc' | 'desc';
  search?: string;
};

/** `data` of every list answer. */
export interface ListResult<T> {
  items: T[];
  /** The number of matches, or LIST_TOTAL_CAP when there are more (then `total_capped`). */
  total: number;
  /** True when there are more than `total` matches: counting stopped there; later pages still answer. */
  total_capped: boolean;
  page: number;
  per_page: number;
}
