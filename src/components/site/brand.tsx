import { LocalizedLink } from '@/components/ui/localized-link';

/**
 * The product name linking home, with a monogram mark. The name stays on one line (a phone's
 * header has room for a two-word name at a smaller size, in every language's header; a longer
 * one ends in an ellipsis).
 */
export function Brand({ name, suffix }: { name: string; suffix?: string }) {
  return (
    <LocalizedLink href="/" className="group flex min-w-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4">
      <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-primary-500 to-primary-700 text-lg font-black text-white shadow-sm">
        {name.charAt(0).toUpperCase()}
      </span>
      {/* dir="auto": a Latin name on an Arabic page is still cut at its own end. */}
      <span dir="auto" className="truncate text-base font-bold tracking-tight text-slate-900 dark:text-slate-100 sm:text-lg">
        {name}
        {suffix ? <span className="sr-only"> {suffix}</span> : null}
      </span>
    </LocalizedLink>
  );
}
