import { LocalizedLink } from '@/components/ui/localized-link';

/** The product name linking home, with a monogram mark. */
export function Brand({ name, suffix }: { name: string; suffix?: string }) {
  return (
    <LocalizedLink href="/" className="group flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4">
      <span aria-hidden className="grid size-9 place-items-center rounded-xl bg-gradient-to-br from-primary-500 to-primary-700 text-lg font-black text-white shadow-sm">
        {name.charAt(0).toUpperCase()}
      </span>
      <span className="text-lg font-bold tracking-tight text-slate-900 dark:text-slate-100">
        {name}
        {suffix ? <span className="sr-only"> {suffix}</span> : null}
      </span>
    </LocalizedLink>
  );
}
