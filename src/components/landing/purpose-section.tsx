import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from './section-heading';

/** The vision and the mission, each on its own card when written. */
export async function PurposeSection({ vision, mission }: { vision: string; mission: string }) {
  const t = await getTranslations('home');
  const cards = [
    { key: 'vision', icon: 'eye', title: t('vision'), text: vision },
    { key: 'mission', icon: 'target', title: t('mission'), text: mission },
  ].filter((card) => card.text);
  return (
    <section aria-labelledby="purpose-heading" className="bg-slate-50 dark:bg-slate-900 py-16 sm:py-24">
      <Container>
        <SectionHeading id="purpose-heading" title={t('purpose')} />
        <div className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2 [&>:only-child]:md:col-span-2">
          {cards.map((card) => (
            <div key={card.key} className="rounded-2xl border border-slate-200 dark:border-slate-800 bg-white dark:bg-slate-900 p-8 shadow-sm">
              <span className="inline-grid size-12 place-items-center rounded-xl bg-primary-50 dark:bg-primary-950/40 text-primary-700 dark:text-primary-300 ring-1 ring-primary-100 dark:ring-primary-900">
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-6 text-xl font-semibold tracking-tight text-slate-900 dark:text-slate-100">{card.title}</h3>
              <p className="mt-3 text-lg leading-8 whitespace-pre-line text-slate-600 dark:text-slate-400">{card.text}</p>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
