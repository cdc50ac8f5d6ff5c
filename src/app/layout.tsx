import type { ReactNode } from 'react';

/**
 * Pass-through root: `[locale]/layout.tsx` renders the document. This file only exists so
 * that `app/not-found.tsx` can answer requests outside any locale.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
