import { clsx } from 'clsx';

const TONES: Record<number, string> = {
  2: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  3: 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
  4: 'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  5: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
};

/** An HTTP status code, coloured by its class. */
export function StatusBadge({ code }: { code: number }) {
  return (
    <span className={clsx('inline-flex rounded-md px-1.5 py-0.5 font-mono text-xs font-semibold ring-1 ring-inset', TONES[Math.floor(code / 100)] ?? TONES[2])}>
      {code}
    </span>
  );
}
