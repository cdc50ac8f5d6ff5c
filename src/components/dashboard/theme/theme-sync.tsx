'use client';

import { useLayoutEffect } from 'react';
import { applyTheme, clearTheme } from '@/lib/theme';

/**
 * Keeps <html> in the dashboard's theme while the dashboard is shown: also after a client-side
 * navigation into it (the boot script only runs on a full load), and light again on leaving it.
 */
export function ThemeSync() {
  useLayoutEffect(() => {
    applyTheme();
    return clearTheme;
  }, []);
  return null;
}
