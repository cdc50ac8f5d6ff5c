import { getTranslations } from 'next-intl/server';
import type { PublicImage } from '@/shared/api/media';
import { CallToAction } from './call-to-action';
import { CardSection } from './card-section';
import { Hero } from './hero';
import type { LandingContent } from './landing-fields';
import { LogoStrip } from './logo-strip';
import { ProjectCards } from './project-cards';
import { PurposeSection } from './purpose-section';

/**
 * The home page from the landing item's fields: intro, services, features, projects, vision and
 * mission, partners, brands, call to action. A section with nothing written is left out; `images`:
 * what the library knows of its pictures, by URL; `players`: Vimeo's player of a video Vimeo holds, by URL.
 */
export async function LandingSections({ content, images, players, signedIn }: {
  content: LandingContent; images: Record<string, PublicImage>; players: Record<string, string>; signedIn: boolean;
}) {
  const t = await getTranslations('home');
  const cardSections = (['services', 'features'] as const)
    .map((id) => ({ id, heading: content[`${id}_title`], description: content[`${id}_description`], cards: content[id] }))
    .filter((section) => section.heading || section.description || section.cards.length);
  const logoStrips = [
    { id: 'partners', title: t('partners'), logos: content.partners },
    { id: 'brands', title: t('brands'), logos: content.brands },
  ].filter((strip) => strip.logos.length);

  return (
    <>
      <Hero content={content} images={images} players={players} signedIn={signedIn} />
      {cardSections.map(({ id, heading, description, cards }, index) => (
        <CardSection key={id} id={id} title={heading || t(id)} description={description} cards={cards} tinted={index % 2 === 1} />
      ))}
      {content.projects.length ? <ProjectCards projects={content.projects} images={images} /> : null}
      {content.vision || content.mission ? <PurposeSection vision={content.vision} mission={content.mission} /> : null}
      {logoStrips.map((strip) => <LogoStrip key={strip.id} {...strip} />)}
      {content.cta_title || content.cta_description ? (
        <CallToAction
          title={content.cta_title}
          description={content.cta_description}
          buttonLabel={content.cta_button_label}
          buttonLink={content.cta_button_link}
          signedIn={signedIn}
        />
      ) : null}
    </>
  );
}
