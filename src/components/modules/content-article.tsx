import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { resolveLocale } from '@/i18n/locales';
import type { PublicContent, PublicModule } from '@/lib/server/content';
import { moduleHref, PAGES_MODULE_KEY } from '@/lib/content-href';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';
import { fileLinks, imageUrls, plainFields, richTextFields } from './field-values';
import { RichText } from './rich-text';

/** One content item: title, subtitle, date, header image, body and its other fields. */
export async function ContentArticle({ module, item }: { module: PublicModule; item: PublicContent }) {
  const [t, format, locale] = await Promise.all([getTranslations('modules'), getFormatter(), getLocale()]);
  const isPage = module.key === PAGES_MODULE_KEY;
  const bodies = richTextFields(module.fields, item);
  const pictures = imageUrls(module.fields, item);
  const details = plainFields(module.fields, item, resolveLocale(locale), ['summary', 'ordering']);
  const files = fileLinks(module.fields, item);

  return (
    <article className="py-12 sm:py-16">
      <Container className="max-w-3xl">
        {!isPage ? (
          <LocalizedLink href={moduleHref(module.slug)} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 hover:text-primary-800">
            <Icon name="arrow-left" className="size-4" />
            {t('back_to', { module: module.name })}
          </LocalizedLink>
        ) : null}
        <header className={isPage ? '' : 'mt-6'}>
          <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">{item.title}</h1>
          {item.header ? <p className="mt-4 text-xl text-pretty text-slate-600">{item.header}</p> : null}
          {!isPage ? (
            <p className="mt-4 text-sm text-slate-500">
              <time dateTime={item.created_at}>{format.dateTime(new Date(item.created_at), { dateStyle: 'long' })}</time>
            </p>
          ) : null}
        </header>
        {item.header_image ? (
          <img src={item.header_image} alt="" className="mt-10 aspect-[2/1] w-full rounded-2xl object-cover shadow-sm" />
        ) : null}
        <div className="mt-10 space-y-8">
          {bodies.map((body) => <RichText key={body.key} html={body.html} />)}
        </div>
        {pictures.map((url) => <img key={url} src={url} alt="" className="mt-10 w-full rounded-2xl shadow-sm" />)}
        {details.length || files.length ? (
          <dl className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {details.map((detail) => (
              <div key={detail.label} className="grid gap-1 px-5 py-3 sm:grid-cols-3">
                <dt className="text-sm font-medium text-slate-500">{detail.label}</dt>
                <dd className="text-sm whitespace-pre-line text-slate-800 sm:col-span-2">{detail.value}</dd>
              </div>
            ))}
            {files.map((entry) => (
              <div key={entry.label} className="grid gap-1 px-5 py-3 sm:grid-cols-3">
                <dt className="text-sm font-medium text-slate-500">{entry.label}</dt>
                <dd className="space-y-1 text-sm sm:col-span-2">
                  {entry.links.map((link) => (
                    <a key={link.href} href={link.href} rel="noopener noreferrer" className="flex items-center gap-1.5 font-medium break-all text-primary-700 hover:text-primary-800">
                      <Icon name={entry.type === 'video' ? 'circle-play' : 'paperclip'} className="size-4 shrink-0" />
                      {link.name}
                    </a>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="mt-12 text-sm text-slate-500">
          {t('updated', { date: format.dateTime(new Date(item.updated_at), { dateStyle: 'medium' }) })}
        </p>
      </Container>
    </article>
  );
}
