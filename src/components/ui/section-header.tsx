import { Icon } from '@/components/ui/icon';

/** Heading and lead of an account or dashboard screen. */
export function SectionHeader({ icon, title, description }: { icon: string; title: string; description: string }) {
  return (
    <header className="flex items-start gap-4">
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primary-50 text-primary-700 ring-1 ring-primary-100 dark:bg-primary-950 dark:text-primary-300 dark:ring-primary-900">
        <Icon name={icon} className="size-6" />
      </span>
      <div className="min-w-0">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{description}</p>
      </div>
    </header>
  );
}
