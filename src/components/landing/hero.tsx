import { getTranslations } from 'next-intl/server';
import { LocalizedLink } from '@/components/ui/localized-link';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { ResponsiveImage } from '@/components/media/responsive-image';
import type { PublicImage } from '@/shared/api/media';
import { introVideo } from './intro-video';
import type { LandingContent } from './landing-fields';

const VIDEO_FRAME = 'mx-auto mt-14 max-w-4xl overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800 shadow-xl';

type HeroContent = Pick<LandingContent, 'intro_head' | 'intro_description' | 'intro_video' | 'logo' | 'background_image'>;

/**
 * The intro: heading, description, calls to action and the optional video (Vimeo's player when
 * Vimeo holds it: `players`, by URL), logo and background.
 */
export async function Hero({ content, images, players, signedIn }: {
  content: HeroContent; images: Record<string, PublicImage>; players: Record<string, string>; signedIn: boolean;
}) {
  const t = await getTranslations('home');
  const player = players[content.intro_video];
  const video = player ? null : introVideo(content.intro_video);

  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-gradient-to-b from-primary-50 dark:from-primary-950/40 via-white dark:via-slate-950 to-white dark:to-slate-950">
      {content.background_image ? (
        <ResponsiveImage
          url={content.background_image} image={images[content.background_image]} sizes="100vw" priority alt=""
          className="absolute inset-0 -z-20 size-full object-cover opacity-15"
        />
      ) : null}
      <div aria-hidden className="absolute -top-40 left-1/2 -z-10 h-[32rem] w-[60rem] -translate-x-1/2 rounded-full bg-gradient-to-tr from-primary-200/60 dark:from-primary-900/60 to-emerald-100/40 dark:to-emerald-900/40 blur-3xl" />
      <Container className="py-20 text-center sm:py-28">
        {content.logo ? (
          <img src={content.logo} alt="" className="mx-auto mb-8 h-12 w-auto" />
        ) : (
          <p className="mx-auto mb-6 inline-flex items-center gap-2 rounded-full border border-primary-200 dark:border-primary-800 bg-white/70 dark:bg-slate-900/70 px-4 py-1.5 text-sm font-medium text-primary-800 dark:text-primary-200 shadow-sm">
            <Icon name="languages" className="size-4" />
            {t('badge')}
          </p>
        )}
        <h1 id="hero-heading" className="mx-auto max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 dark:text-slate-100 sm:text-6xl">
          {content.intro_head || t('title')}
        </h1>
        {content.intro_description ? (
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty whitespace-pre-line text-slate-600 dark:text-slate-400">{content.intro_description}</p>
        ) : null}
        <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
          <LocalizedLink href={signedIn ? '/auth' : '/auth/sign-up'} className={buttonClasses('primary', 'lg', 'gap-2')}>
            {signedIn ? t('go_to_account') : t('get_started')}
            <Icon name="arrow-right" className="size-4" />
          </LocalizedLink>
          <LocalizedLink href="/contact" className={buttonClasses('outline', 'lg')}>{t('contact_us')}</LocalizedLink>
          {video?.kind === 'link' ? (
            <a href={video.href} target="_blank" rel="noopener noreferrer" className={buttonClasses('ghost', 'lg', 'gap-2')}>
              <Icon name="circle-play" className="size-5" />
              {t('watch_video', { host: video.host })}
            </a>
          ) : null}
        </div>
        {player ? (
          <div className={VIDEO_FRAME}>
            <iframe src={player} title={content.intro_head || t('title')} allow="fullscreen; picture-in-picture" allowFullScreen className="aspect-video w-full border-0 bg-slate-900" />
          </div>
        ) : video?.kind === 'file' ? (
          <div className={VIDEO_FRAME}>
            <video src={video.src} controls preload="metadata" className="aspect-video w-full bg-slate-900" />
          </div>
        ) : null}
      </Container>
    </section>
  );
}
