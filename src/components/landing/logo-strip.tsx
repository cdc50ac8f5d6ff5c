import { Container } from '@/components/ui/container';
import type { LandingLogo } from './landing-fields';

/**
 * Partners or brands as a row of logos (the name stands in where there is no logo), each linked to its site when given.
 * Below the hero, so the logos load as the visitor scrolls near them (React would otherwise preload each in the head, ahead of the page's own CSS and scripts).
 */
export function LogoStrip({ id, title, logos }: { id: string; title: string; logos: LandingLogo[] }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="py-10">
      <Container>
        <h2 id={`${id}-heading`} className="text-center text-sm font-semibold tracking-wide text-slate-500 dark:text-slate-400 uppercase">{title}</h2>
        <ul className="mt-6 grid grid-cols-2 items-center justify-items-center gap-6 sm:flex sm:flex-wrap sm:justify-center sm:gap-x-14">
          {logos.map((entry, index) => {
            const body = entry.logo
              ? <img src={entry.logo} alt={entry.name} loading="lazy" decoding="async" className="h-8 w-auto max-w-full opacity-80 sm:h-10 grayscale transition hover:opacity-100 hover:grayscale-0" />
              : <span className="text-lg font-semibold text-slate-600 dark:text-slate-400">{entry.name}</span>;
            return (
              <li key={index}>
                {entry.url ? <a href={entry.url} target="_blank" rel="noopener noreferrer" className="block rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600">{body}</a> : body}
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
