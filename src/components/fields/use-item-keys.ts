'use client';

import { useState } from 'react';
import { alignKeys, moveItem, removeAt } from './editor-values';

/**
 * Stable React keys for the items of a list value (rows, files, chosen items), moved and removed
 * with them, so an item keeps its DOM (and keyboard focus) when it moves.
 */
export function useItemKeys(count: number) {
  const [known, setKnown] = useState<number[]>([]);
  const keys = alignKeys(known, count);
  return {
    keys,
    moved: (from: number, to: number) => setKnown(moveItem(keys, from, to)),
    removed: (index: number) => setKnown(removeAt(keys, index)),
  };
}
