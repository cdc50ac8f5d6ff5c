'use client';

import { useLayoutEffect } from 'react';
import { applyTheme } from '@/lib/theme';

/**
 * Applies the theme where the boot script never ran: a document React renders in the browser
 * (Next's error shell, e.g. a 404 raised before the page streamed, has the script only as data).
 */
export function ThemeSync() {
  useLayoutEffect(() => applyTheme(), []);
  return null;
}
