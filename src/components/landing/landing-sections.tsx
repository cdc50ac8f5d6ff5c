import { getTranslations } from 'next-intl/server';
import { LocalizedLink } from '@/components/ui/localized-link';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { Hero } from './hero';
import { landingEntries, landingText, type LandingContent } from './landing-data';

function TextCard({ icon, title, text }: { icon: string; title: string; text: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm transition-shadow hover:shadow-md">
      <span className="inline-grid size-12 place-items-center rounded-xl bg-primary-50 text-primary-700 ring-1 ring-primary-100">
        <Icon name={icon} className="size-6" />
      </span>
      <h3 className="mt-6 text-xl font-semibold tracking-tight text-slate-900">{title}</h3>
      <p className="mt-3 leading-7 text-slate-600">{text}</p>
    </div>
  );
}

function EntryList({ title, entries }: { title: string; entries: ReturnType<typeof landingEntries> }) {
  if (!entries.length) return null;
  return (
    <div>
      <h3 className="text-center text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
        {entries.map((entry) => {
          const body = entry.image
            ? <img src={entry.image} alt={entry.name} className="h-10 w-auto opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0" />
            : <span className="text-lg font-semibold text-slate-700">{entry.name}</span>;
          return (
            <li key={entry.name}>
              {entry.url ? <a href={entry.url} target="_blank" rel="noopener noreferrer">{body}</a> : body}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The home page built from the landing content: intro, services, features, vision, mission, partners, call to action. */
export async function LandingSections({ content, signedIn }: { content: LandingContent; signedIn: boolean }) {
  const t = await getTranslations('home');
  const offer = [
    { icon: 'layers', title: landingText(content, 'services_title'), text: landingText(content, 'services_description') },
    { icon: 'shield-check', title: landingText(content, 'features_title'), text: landingText(content, 'features_description') },
  ].filter((card) => card.title || card.text);
  const purpose = [
    { icon: 'eye', title: t('vision'), text: landingText(content, 'vision') },
    { icon: 'target', title: t('mission'), text: landingText(content, 'mission') },
  ].filter((card) => card.text);
  const lists = [
    { title: t('projects'), entries: landingEntries(content, 'projects') },
    { title: t('partners'), entries: landingEntries(content, 'partners') },
    { title: t('brands'), entries: landingEntries(content, 'brands') },
  ].filter((list) => list.entries.length);
  const ctaTitle = landingText(content, 'cta_title');

  return (
    <>
      <Hero content={content} signedIn={signedIn} />

      {offer.length ? (
        <section aria-labelledby="offer-heading" className="py-16 sm:py-24">
          <Container>
            <h2 id="offer-heading" className="sr-only">{t('offer')}</h2>
            <div className="grid gap-6 md:grid-cols-2">
              {offer.map((card) => <TextCard key={card.icon} {...card} />)}
            </div>
          </Container>
        </section>
      ) : null}

      {purpose.length ? (
        <section aria-labelledby="purpose-heading" className="bg-slate-50 py-16 sm:py-24">
          <Container>
            <h2 id="purpose-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">{t('purpose')}</h2>
            <div className="mt-12 grid gap-6 md:grid-cols-2">
              {purpose.map((card) => <TextCard key={card.icon} {...card} />)}
            </div>
          </Container>
        </section>
      ) : null}

      {lists.length ? (
        <section aria-label={t('partners')} className="py-16">
          <Container className="space-y-12">
            {lists.map((list) => <EntryList key={list.title} {...list} />)}
          </Container>
        </section>
      ) : null}

      {ctaTitle ? (
        <section aria-labelledby="cta-heading" className="py-16 sm:py-24">
          <Container>
            <div className="relative isolate overflow-hidden rounded-3xl bg-primary-800 px-6 py-16 text-center shadow-xl sm:px-16">
              <div aria-hidden className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-primary-500/40 blur-3xl" />
              <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">{ctaTitle}</h2>
              {landingText(content, 'cta_description') ? (
                <p className="mx-auto mt-4 max-w-xl text-lg text-primary-100">{landingText(content, 'cta_description')}</p>
              ) : null}
              <LocalizedLink href={signedIn ? '/auth' : '/auth/sign-up'} className={buttonClasses('light', 'lg', 'mt-8')}>
                {signedIn ? t('go_to_account') : t('get_started')}
                <Icon name="arrow-right" className="size-4" />
              </LocalizedLink>
            </div>
          </Container>
        </section>
      ) : null}
    </>
  );
}
