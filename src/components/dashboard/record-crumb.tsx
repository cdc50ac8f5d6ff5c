'use client';

import { useLayoutEffect } from 'react';
import { usePathname } from 'next/navigation';
import { nameRecord } from './record-names';

/**
 * Tells the breadcrumbs the name of the record this page shows (a user's full name, an item's
 * title), for this page's path or `href` (a preview names its item's editor). Renders nothing.
 */
export function RecordCrumb({ label, href }: { label: string; href?: string }) {
  const pathname = usePathname();
  const target = href ?? pathname;
  // Before paint, so a client navigation never shows the bare id.
  useLayoutEffect(() => (label ? nameRecord(target, label) : undefined), [target, label]);
  return null;
}
