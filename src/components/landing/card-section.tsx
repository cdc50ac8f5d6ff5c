import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { LandingCard } from './landing-fields';
import { SectionHeading } from './section-heading';

interface CardSectionProps {
  id: string;
  title: string;
  description: string;
  cards: LandingCard[];
  tinted?: boolean;
}

/** Services or features: a heading and a grid of cards, each with its lucide icon. */
export function CardSection({ id, title, description, cards, tinted = false }: CardSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className={cn('py-16 sm:py-24', tinted && 'bg-slate-50 dark:bg-slate-900')}>
      <Container>
        <SectionHeading id={`${id}-heading`} title={title} description={description} />
        {cards.length ? (
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card, index) => (
              <li key={index} className="rounded-2xl border border-slate-200 dark:border-slate-800 bg-white dark:bg-slate-900 p-8 shadow-sm transition-shadow hover:shadow-md">
                <span className="inline-grid size-12 place-items-center rounded-xl bg-primary-50 dark:bg-primary-950/40 text-primary-700 dark:text-primary-300 ring-1 ring-primary-100 dark:ring-primary-900">
                  <Icon name={card.icon} className="size-6" />
                </span>
                <h3 className="mt-6 text-xl font-semibold tracking-tight text-slate-900 dark:text-slate-100">{card.title}</h3>
                {card.description ? <p className="mt-3 leading-7 whitespace-pre-line text-slate-600 dark:text-slate-400">{card.description}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </section>
  );
}
