'use client';

import { useProgress } from '@/lib/progress';

/** 3 px bar in the primary colour along the top edge, for requests and navigations. */
export function ProgressBar() {
  const { percent, visible } = useProgress();
  return (
    <div aria-hidden className="pointer-events-none fixed inset-x-0 top-0 z-[150] h-[3px]">
      <div
        className="h-full bg-primary-500 shadow-[0_0_8px_var(--color-primary-400)] transition-[width,opacity] duration-200 ease-out"
        style={{ width: `${percent}%`, opacity: visible ? 1 : 0 }}
      />
    </div>
  );
}
