import { getLocale, getTranslations } from 'next-intl/server';
import { resolveLocale, type Locale } from '@/i18n/locales';
import type { ModuleItem } from '@/shared/api/public-content';
import { moduleHref, PAGES_MODULE_KEY } from '@/shared/content-href';
import { formatPublicDate } from '@/lib/server/public-dates';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { LocalizedLink } from '@/components/ui/localized-link';
import { fileLinks, groupRows, imageUrls, plainFields, relatedLinks, richTextFields, type FileLink, type RelatedLink, type RowCell, type TextValue } from './field-values';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { FieldVideos } from './field-videos';
import { RichText } from './rich-text';

const DETAIL_ROW = 'grid gap-1 px-5 py-3 sm:grid-cols-3';
const DETAIL_LABEL = 'text-sm font-medium text-slate-500 dark:text-slate-400';
const LINK = 'flex items-center gap-1.5 font-medium break-all text-primary-700 dark:text-primary-300 hover:text-primary-800 dark:hover:text-primary-200';
/** The article's column: max-w-3xl (48rem) less nothing on wide screens, the screen's width below that. */
const ARTICLE_SIZES = '(min-width: 48rem) 48rem, 100vw';

/**
 * One content item: title, subtitle, date, header image, body and its other fields (`related`:
 * the published items its relation fields name; `fileNames`: its uploads' names).
 */
export async function ContentArticle({ module, item, related, fileNames, images, players, locale: contentLocale }: ModuleItem & {
  /** The item's language when it is not the page's (a dashboard preview in another language). */
  locale?: Locale;
}) {
  const locale = contentLocale ?? resolveLocale(await getLocale());
  const t = await getTranslations({ locale, namespace: 'modules' });
  const isPage = module.key === PAGES_MODULE_KEY;
  const bodies = richTextFields(module.fields, item);
  const pictures = imageUrls(module.fields, item);
  const details = plainFields(module.fields, item, locale, ['summary', 'ordering']);
  const files = fileLinks(module.fields, item, fileNames);
  const relations = relatedLinks(module.fields, item, related);
  const groups = groupRows(module.fields, item, locale, { related, fileNames });

  return (
    <article lang={contentLocale} className="py-12 sm:py-16">
      <Container className="max-w-3xl">
        {!isPage ? (
          <LocalizedLink href={moduleHref(module.slug)} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 dark:text-primary-300 hover:text-primary-800 dark:hover:text-primary-200">
            <Icon name="arrow-left" className="size-4" />
            {t('back_to', { module: module.name })}
          </LocalizedLink>
        ) : null}
        <header className={isPage ? '' : 'mt-6'}>
          <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 dark:text-slate-100 sm:text-5xl">{item.title}</h1>
          {item.header ? <p className="mt-4 text-xl text-pretty text-slate-600 dark:text-slate-400">{item.header}</p> : null}
          {!isPage ? (
            <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">
              <time dateTime={item.created_at}>{formatPublicDate(locale, item.created_at, 'long-date')}</time>
            </p>
          ) : null}
        </header>
        {item.header_image ? (
          <ResponsiveImage
            url={item.header_image} image={images[item.header_image]} sizes={ARTICLE_SIZES} priority
            className="mt-10 aspect-[2/1] w-full rounded-2xl object-cover shadow-sm"
          />
        ) : null}
        <div className="mt-10 space-y-8">
          {bodies.map((body) => <RichText key={body.key} html={body.html} />)}
        </div>
        {pictures.map((url) => (
          <ResponsiveImage key={url} url={url} image={images[url]} sizes={ARTICLE_SIZES} className="mt-10 h-auto w-full rounded-2xl shadow-sm" />
        ))}
        {details.length || files.length || relations.length || groups.length ? (
          <dl className="mt-10 divide-y divide-slate-200 dark:divide-slate-800 rounded-2xl border border-slate-200 dark:border-slate-800">
            {details.map((detail) => (
              <div key={detail.label} className={DETAIL_ROW}>
                <dt className={DETAIL_LABEL}>{detail.label}</dt>
                <dd className="text-sm whitespace-pre-line text-slate-800 dark:text-slate-200 sm:col-span-2"><TextOrLink value={detail} /></dd>
              </div>
            ))}
            {files.map((entry) => (
              <div key={entry.label} className={DETAIL_ROW}>
                <dt className={DETAIL_LABEL}>{entry.label}</dt>
                <dd className="space-y-1 text-sm sm:col-span-2">
                  {entry.type === 'video'
                    ? <FieldVideos links={entry.links} players={players} fileNames={fileNames} link={(file) => <FileLinks links={[file]} icon="circle-play" />} />
                    : <FileLinks links={entry.links} />}
                </dd>
              </div>
            ))}
            {relations.map((entry) => (
              <div key={entry.label} className={DETAIL_ROW}>
                <dt className={DETAIL_LABEL}>{entry.label}</dt>
                <dd className="space-y-1 text-sm sm:col-span-2"><ItemLinks links={entry.links} /></dd>
              </div>
            ))}
            {groups.map((group) => (
              <div key={group.label} className="px-5 py-3">
                <dt className={DETAIL_LABEL}>{group.label}</dt>
                <dd className="mt-3">
                  <ol className="space-y-3">
                    {group.rows.map((cells, index) => (
                      <li key={index} className="rounded-xl bg-slate-50 dark:bg-slate-900 px-4 py-3">
                        <dl className="space-y-2">
                          {cells.map((cell) => (
                            <div key={cell.label} className="grid gap-1 sm:grid-cols-3">
                              <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{cell.label}</dt>
                              <dd className="text-sm whitespace-pre-line text-slate-800 dark:text-slate-200 sm:col-span-2"><CellValue cell={cell} /></dd>
                            </div>
                          ))}
                        </dl>
                      </li>
                    ))}
                  </ol>
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="mt-12 text-sm text-slate-500 dark:text-slate-400">
          {t('updated', { date: formatPublicDate(locale, item.updated_at, 'date') })}
        </p>
      </Container>
    </article>
  );
}

function FileLinks({ links, icon = 'paperclip' }: { links: FileLink[]; icon?: 'paperclip' | 'circle-play' }) {
  return links.map((link) => (
    <a key={link.href} href={link.href} rel="noopener noreferrer" className={LINK}>
      <Icon name={icon} className="size-4 shrink-0" />
      {link.name}
    </a>
  ));
}

function ItemLinks({ links }: { links: RelatedLink[] }) {
  return links.map((link, index) => (
    <LocalizedLink key={index} href={link.href} className={LINK}>
      <Icon name="arrow-right" className="size-4 shrink-0" />
      {link.title}
    </LocalizedLink>
  ));
}

/** A web address someone typed: a link that passes on no referrer and no ranking. */
function TextOrLink({ value }: { value: TextValue }) {
  if (!value.href) return value.value;
  return <a href={value.href} rel="noopener noreferrer nofollow" className="font-medium break-all text-primary-700 dark:text-primary-300 hover:text-primary-800 dark:hover:text-primary-200">{value.value}</a>;
}

function CellValue({ cell }: { cell: RowCell }) {
  if ('files' in cell) return <FileLinks links={cell.files} />;
  if ('items' in cell) return <ItemLinks links={cell.items} />;
  return <TextOrLink value={cell} />;
}
