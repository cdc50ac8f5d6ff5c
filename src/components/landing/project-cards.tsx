import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import type { LandingProject } from './landing-fields';
import { ResponsiveImage } from '@/components/media/responsive-image';
import type { PublicImage } from '@/shared/api/media';
import { SectionHeading } from './section-heading';

/** A card's width: a third of the container from lg, half from sm, else the screen's. */
const PROJECT_SIZES = '(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw';

/** Projects as cards: picture, name, description and a link to the project when it has one. */
export async function ProjectCards({ projects, images }: { projects: LandingProject[]; images: Record<string, PublicImage> }) {
  const t = await getTranslations('home');
  return (
    <section aria-labelledby="projects-heading" className="py-16 sm:py-24">
      <Container>
        <SectionHeading id="projects-heading" title={t('projects')} />
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project, index) => (
            <li key={index} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800 bg-white dark:bg-slate-900 shadow-sm transition-shadow hover:shadow-md">
              {project.image ? (
                <ResponsiveImage url={project.image} image={images[project.image]} sizes={PROJECT_SIZES} className="aspect-[16/10] w-full bg-slate-100 dark:bg-slate-800 object-cover" />
              ) : null}
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-lg font-semibold tracking-tight text-slate-900 dark:text-slate-100">{project.name}</h3>
                {project.description ? <p className="mt-2 flex-1 leading-7 whitespace-pre-line text-slate-600 dark:text-slate-400">{project.description}</p> : null}
                {project.url ? (
                  <a
                    href={project.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-4 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-primary-700 dark:text-primary-300 hover:text-primary-800 dark:hover:text-primary-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                  >
                    {t('visit_project', { name: project.name })}
                    <Icon name="external-link" className="size-4" />
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
