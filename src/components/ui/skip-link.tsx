/** First focusable element of every page: jumps over the navigation to the main content. */
export function SkipLink({ label, target = '#main' }: { label: string; target?: string }) {
  return (
    <a
      href={target}
      className="sr-only z-[200] rounded-lg bg-white dark:bg-slate-900 px-4 py-2 font-medium text-primary-800 dark:text-primary-200 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:outline-2 focus:outline-primary-600"
    >
      {label}
    </a>
  );
}
