'use client';

import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import type { ListResult } from '@/shared/api/list';
import { useApi } from '@/lib/use-api';

export type ListStatus = 'loading' | 'ready' | 'error';

interface Loaded<Result> {
  key: string;
  result: Result | null;
  message: string;
}

/**
 * One page of a dashboard list from `path` with `query`; refetched whenever the query changes
 * or `reload()` is called. The answer is checked against the list's shared schema, so the rows
 * (and whatever else the list answers, e.g. the inbox's counts) are exactly the inferred wire
 * type. The previous page stays on screen while the next loads.
 */
export function useListRequest<Result extends ListResult<unknown>>(path: string, query: Record<string, string | number | undefined>, schema: z.ZodType<Result>) {
  const { request } = useApi();
  const [reloads, setReloads] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<Result> | null>(null);
  const [last, setLast] = useState<Result | null>(null);
  const key = `${JSON.stringify(query)}#${reloads}`;

  useEffect(() => {
    let current = true;
    void request('GET', path, query, { silent: true }).then((answer) => {
      if (!current) return;
      const parsed = answer.ok ? schema.safeParse(answer.data) : null;
      const result = parsed?.success ? parsed.data : null;
      setLoaded({ key, result, message: answer.message });
      if (result) setLast(result);
    });
    return () => {
      current = false;
    };
    // `key` stands for `query` (a new object on every render) and the reload count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, path, schema, key]);

  const status: ListStatus = loaded?.key !== key ? 'loading' : loaded.result ? 'ready' : 'error';
  return {
    status,
    /** The current page, or while loading the one before it. */
    result: status === 'ready' ? loaded!.result : last,
    errorMessage: status === 'error' ? loaded!.message : '',
    reload: useCallback(() => setReloads((count) => count + 1), []),
  };
}
