'use client';

import { useMemo } from 'react';
import { useApi } from '@/lib/use-api';
import type { MediaUpdateInput } from '@/shared/api/media';
import type { MediaUsage } from '@/shared/api/media-usages';
import { mediaApiPath, mediaDetailSchema, usagesIn, type MediaDetail } from './media-api';

/** A delete's outcome: done, refused because the files are used (the places), or refused otherwise (toasted). */
export type MediaDeleteOutcome = { done: true } | { done: false; usedBy: MediaUsage[] | null };

/** The library's writes; each shows the server's answer as a toast, except a 409's places, which the delete dialog lists. */
export function useMediaActions() {
  const { request, requestWithAlert } = useApi();
  return useMemo(() => ({
    async get(id: number): Promise<MediaDetail | null> {
      const answer = await request('GET', mediaApiPath(id), undefined, { silent: true });
      const parsed = answer.ok ? mediaDetailSchema.safeParse(answer.data) : null;
      return parsed?.success ? parsed.data : null;
    },
    /** The saved item, or null when refused. */
    async update(id: number, change: MediaUpdateInput): Promise<MediaDetail | null> {
      const answer = await requestWithAlert('PATCH', mediaApiPath(id), change);
      const parsed = answer.ok ? mediaDetailSchema.safeParse(answer.data) : null;
      return parsed?.success ? parsed.data : null;
    },
    /**
     * Deletes `ids` (all or none). Without `confirm` the server refuses files still used (409, with
     * the places); with it, it removes those references too.
     */
    async remove(ids: readonly number[], confirm: boolean): Promise<MediaDeleteOutcome> {
      const answer = ids.length === 1
        ? await requestWithAlert('DELETE', `${mediaApiPath(ids[0])}${confirm ? '?confirm=true' : ''}`, undefined, { shownByCaller: [409] })
        : await requestWithAlert('POST', mediaApiPath('bulk-delete'), { ids: [...ids], ...(confirm ? { confirm: true } : {}) }, { shownByCaller: [409] });
      if (answer.ok) return { done: true };
      return { done: false, usedBy: answer.httpStatus === 409 ? usagesIn(answer.data) : null };
    },
  }), [request, requestWithAlert]);
}

export type MediaActions = ReturnType<typeof useMediaActions>;
