'use client';

import { useCallback, useState } from 'react';

/**
 * The ticked rows of one view of a list. A new search, filter, sort or page is another view:
 * its selection starts empty, so a bulk action never reaches rows no longer on screen.
 */
export function useRowSelection(viewKey: string) {
  const [state, setState] = useState<{ viewKey: string; ids: ReadonlySet<number> }>({ viewKey, ids: new Set() });
  const selected = state.viewKey === viewKey ? state.ids : new Set<number>();

  const toggle = useCallback((ids: readonly number[], on: boolean) => setState((current) => {
    const next = new Set(current.viewKey === viewKey ? current.ids : []);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    return { viewKey, ids: next };
  }), [viewKey]);

  const clear = useCallback(() => setState({ viewKey, ids: new Set() }), [viewKey]);
  return { selected, toggle, clear };
}
