'use client';

import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@/lib/toasts';
import type { ToastRegionProps } from './toast-region';

const ToastRegion = lazy(() => import('./toast-region'));

/**
 * Mounts the Radix toast region once the first toast is shown, so pages that never
 * show one don't load it; afterwards it stays mounted.
 */
export function Toaster(props: ToastRegionProps) {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(false);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion {...props} />
    </Suspense>
  );
}
