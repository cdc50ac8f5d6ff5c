import { getTranslations } from 'next-intl/server';
import { LocalizedLink } from '@/components/ui/localized-link';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';

interface CallToActionProps {
  title: string;
  description: string;
  buttonLabel: string;
  /** An http(s) address; without one the button leads to sign-up (or, signed in, to the account). */
  buttonLink: string;
  signedIn: boolean;
}

/** The closing call to action: a coloured panel with its title, text and one button. */
export async function CallToAction({ title, description, buttonLabel, buttonLink, signedIn }: CallToActionProps) {
  const t = await getTranslations('home');
  const classes = buttonClasses('light', 'lg', 'mt-8 gap-2');
  const arrow = <Icon name="arrow-right" className="size-4" />;
  return (
    <section aria-labelledby={title ? 'cta-heading' : undefined} className="py-16 sm:py-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-primary-800 px-6 py-16 text-center shadow-xl sm:px-16">
          <div aria-hidden className="absolute -top-24 -end-24 -z-10 size-72 rounded-full bg-primary-500/40 blur-3xl" />
          <div aria-hidden className="absolute -bottom-24 -start-24 -z-10 size-72 rounded-full bg-emerald-400/20 blur-3xl" />
          {title ? <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">{title}</h2> : null}
          {description ? <p className="mx-auto mt-4 max-w-xl text-lg text-pretty whitespace-pre-line text-primary-100">{description}</p> : null}
          {buttonLink ? (
            <a href={buttonLink} className={classes}>{buttonLabel || t('learn_more')}{arrow}</a>
          ) : (
            <LocalizedLink href={signedIn ? '/auth' : '/auth/sign-up'} className={classes}>
              {signedIn ? t('go_to_account') : buttonLabel || t('get_started')}
              {arrow}
            </LocalizedLink>
          )}
        </div>
      </Container>
    </section>
  );
}
