'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { apiRequest } from '@/lib/api';
import { contentsPath, toRelationItem, type RelationItem } from './relation-items';

/** A chosen content: its item once known, `missing` when the API no longer has it. */
export type KnownItem = RelationItem | 'missing';

/**
 * The chosen contents' titles: asked once per id (GET …/contents/{id}), and those picked from
 * the search remembered directly, so an existing item shows names rather than ids.
 */
export function useRelationTitles(moduleKey: string, ids: number[], uiLocale: Locale) {
  const [known, setKnown] = useState<ReadonlyMap<number, KnownItem>>(new Map());
  const [failed, setFailed] = useState(false);
  const unknownIds = ids.filter((id) => !known.has(id));
  const wanted = unknownIds.join(',');

  useEffect(() => {
    if (!wanted || !moduleKey) return;
    const controller = new AbortController();
    Promise.all(wanted.split(',').map(Number).map(async (id) => {
      const result = await apiRequest<unknown>('GET', contentsPath(moduleKey, id), undefined, { language: uiLocale, silent: true, signal: controller.signal });
      const item = result.ok ? toRelationItem(result.data) : null;
      return { id, item: item ?? (result.httpStatus === 404 ? 'missing' as const : null) };
    })).then((answers) => {
      if (controller.signal.aborted) return;
      setFailed(answers.some((answer) => answer.item === null));
      setKnown((current) => new Map([...current, ...answers.flatMap(({ id, item }) => (item ? [[id, item] as const] : []))]));
    });
    return () => controller.abort();
  }, [moduleKey, wanted, uiLocale]);

  const remember = useCallback((item: RelationItem) => setKnown((current) => new Map(current).set(item.id, item)), []);
  return { known, remember, failed };
}
