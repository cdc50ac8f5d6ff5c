'use client';

import { clsx } from 'clsx';
import type { IconData } from '@/shared/api/icons';

/** An icon drawn from the server's SVG body (our own icon set's markup, never user input). */
export function ModuleIcon({ icon, className }: { icon: IconData | null; className?: string }) {
  if (!icon) return <span aria-hidden className={clsx('inline-block size-5 shrink-0 rounded bg-slate-100 dark:bg-slate-800', className)} />;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={icon.viewBox}
      aria-hidden
      focusable="false"
      className={clsx('size-5 shrink-0', className)}
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
