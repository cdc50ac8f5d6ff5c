'use client';

import { useMemo, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/submit-button';
import { editorControls } from '@/components/fields/editor-controls';
import { KnownUploads } from '@/components/fields/known-uploads';
import { Card } from '@/components/ui/card';
import { defaultLocale, locales, resolveLocale, type Locale } from '@/i18n/locales';
import type { ApiResult } from '@/lib/api';
import { dismissToastGroup, type ToastAction } from '@/lib/toasts';
import { useApi } from '@/lib/use-api';
import type { ValidationErrorTree } from '@/shared/api/envelope';
import { contentRecordSchema, type DashboardContentRecord } from '@/shared/api/contents';
import { fieldTypes, type ModuleField } from '@/shared/fields';
import { MenuLinksNotice } from '../menu-links/menu-links-notice';
import { useMenuLinks } from '../menu-links/use-menu-links';
import { ContentBasics } from './content-basics';
import { contentErrorsOf, firstLocaleWithErrors, localesWithErrors, messagesAt } from './content-errors';
import { ContentFieldList } from './content-field-list';
import { emptyLocales, formValuesOf, payloadOf, savedForm, type ContentFormValues } from './content-form-values';
import { ContentProblemNotice, type ContentProblem } from './content-problem';
import { ContentSidePanel } from './content-side-panel';
import { ContentStatusField } from './content-status-field';
import { contentsApiPath } from './contents-api';
import { LocaleTabs } from './locale-tabs';
import { publicContentPath } from './public-path';
import { slugify } from '@/shared/slugify';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { SaveBar } from '../save-bar';

export interface ContentEditorProps {
  moduleKey: string;
  fields: ModuleField[];
  /** null: a new item. */
  content: DashboardContentRecord | null;
  /** The module's contents screen (localised); an item's editor is `{contentsPath}/{id}`. */
  contentsPath: string;
  /** The module's slugs (its public pages' first segment): "View" after publishing opens the item's page. */
  moduleSlug: Record<string, string>;
  /** `{key}.create` for a new item, `{key}.update` for a saved one; without it everything is read-only. */
  canSave: boolean;
  /** `{key}.update`: restoring a revision is a save. */
  canRestore: boolean;
}

const NO_FILES: DashboardContentRecord['files'] = {};
/** The payload's parts the editor shows messages under (each module field's are under `content`). */
const EDITOR_FIELDS = ['title', 'slug', 'header', 'header_image', 'content', 'status'] as const;

/** A locale's slug follows its title until someone types one; a saved slug never moves by itself (it is in links). */
const slugsFollowing = (values: ContentFormValues): Record<Locale, boolean> =>
  Object.fromEntries(locales.map((code) => [code, values.slug[code] === ''])) as Record<Locale, boolean>;

/**
 * Creates or edits one content item: per-locale tabs (marked where a translation is still missing),
 * the module's fields through their editor controls, the status beside Save in the save bar, and
 * the revisions. A save sends the version it was loaded at; the server's 422 tree lands at each
 * control (no toast repeats it) and switches to the first locale with a problem; a 409 for an
 * outdated version offers a reload, a 404 says the item or module is gone, each in the notice
 * above the form instead of a toast. Leaving with unsaved changes asks first.
 */
export function ContentEditor({ moduleKey, fields, content, contentsPath, moduleSlug, canSave, canRestore }: ContentEditorProps) {
  const t = useTranslations('dashboard.contents');
  const uiLocale = resolveLocale(useLocale());
  const router = useRouter();
  const { request, requestWithAlert } = useApi();
  const [saved, setSaved] = useState(content);
  const [values, setValues] = useState(() => formValuesOf(content, fields));
  const [baseline, setBaseline] = useState(() => savedForm(values, fields));
  const [following, setFollowing] = useState(() => slugsFollowing(values));
  const [tab, setTab] = useState<Locale>(defaultLocale);
  const [errorTree, setErrorTree] = useState<ValidationErrorTree | null>(null);
  const [problem, setProblem] = useState<ContentProblem | null>(null);
  const [busy, setBusy] = useState(false);

  const dirty = savedForm(values, fields) !== baseline;
  const menuLinks = useMenuLinks(saved ? { contents: [saved.id] } : null);
  useLeaveGuard(dirty && !busy, t('leave_confirm'));
  const errors = useMemo(() => contentErrorsOf(errorTree), [errorTree]);
  const incomplete = useMemo(() => emptyLocales(values, fields), [values, fields]);
  const localizedPaths = useMemo(() => ['title', 'slug', 'header', ...fields.filter((field) => fieldTypes[field.type].localized).map((field) => `content.${field.key}`)], [fields]);
  const invalid = useMemo(() => localesWithErrors(errors, localizedPaths), [errors, localizedPaths]);
  // The server takes uploads for `header_image` as for an image field of the module with default limits.
  const headerImage = useMemo((): ModuleField => ({ key: 'header_image', label: { [uiLocale]: t('fields.header_image') }, type: 'image', required: false }), [uiLocale, t]);
  const HeaderImageControl = editorControls.image;
  const disabled = !canSave;
  /** The saves' toasts: a later success closes an earlier error. */
  const saveGroup = `content-save:${moduleKey}:${saved?.id ?? 'new'}`;

  function load(next: DashboardContentRecord) {
    const loaded = formValuesOf(next, fields);
    setSaved(next);
    setValues(loaded);
    setBaseline(savedForm(loaded, fields));
    setFollowing(slugsFollowing(loaded));
    setErrorTree(null);
    setProblem(null);
  }

  const change = (update: (current: ContentFormValues) => ContentFormValues) => setValues(update);
  const perLocale = (name: 'header', locale: Locale) => (text: string) => change((current) => ({ ...current, [name]: { ...current[name], [locale]: text } }));

  async function reload() {
    if (!saved) return;
    const result = await request<DashboardContentRecord>('GET', contentsApiPath(moduleKey, saved.id));
    if (result.ok && result.data) {
      load(result.data);
      router.refresh();
    } else if (result.httpStatus === 404) setProblem('gone');
  }

  /** Why a 409 that named no field happened: the item moved on (stale) or is gone. */
  async function explainConflict(current: DashboardContentRecord) {
    const latest = await request<DashboardContentRecord>('GET', contentsApiPath(moduleKey, current.id), undefined, { silent: true });
    if (latest.httpStatus === 404) setProblem('gone');
    else if (latest.ok && latest.data && latest.data.version !== current.version) setProblem('stale');
    else return;
    // The notice says it, with its way out: the save's toast goes.
    dismissToastGroup(saveGroup);
  }

  function viewActions(result: ApiResult): ToastAction[] {
    const record = contentRecordSchema.safeParse(result.data);
    if (!record.success) return [];
    const path = publicContentPath(moduleKey, moduleSlug, record.data.slug, tab);
    return [{ label: t('view_published'), onClick: () => window.open(path, '_blank', 'noopener') }];
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !canSave) return;
    setBusy(true);
    try {
      const body = payloadOf(values, fields);
      // Just published: the toast offers to open the public page, in the language being edited.
      const publishing = values.status === 'published' && saved?.status !== 'published';
      // Errors once: every field's message under its control (the toast names only what no control shows),
      // a vanished item in the notice above the form.
      const options = { fields: EDITOR_FIELDS, shownByCaller: [404], group: saveGroup, ...(publishing ? { actions: viewActions } : {}) };
      const result = saved
        ? await requestWithAlert<DashboardContentRecord>('PUT', contentsApiPath(moduleKey, saved.id), { ...body, version: saved.version }, options)
        : await requestWithAlert<DashboardContentRecord>('POST', contentsApiPath(moduleKey), body, options);
      if (result.ok && result.data) {
        if (saved) {
          load(result.data);
          router.refresh();
        } else {
          setBaseline(savedForm(values, fields));
          router.replace(`${contentsPath}/${result.data.id}`);
        }
        return;
      }
      const found = contentErrorsOf(result.data);
      setErrorTree(Object.keys(found).length ? (result.data as unknown as ValidationErrorTree) : null);
      const first = firstLocaleWithErrors(found, localizedPaths);
      if (first) setTab(first);
      if (result.httpStatus === 404) setProblem('gone');
      else if (result.httpStatus === 409 && saved && !Object.keys(found).length) await explainConflict(saved);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={save} aria-busy={busy} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <KnownUploads value={saved?.files ?? NO_FILES}>
        <Card className="min-w-0 space-y-6">
          {problem ? <ContentProblemNotice problem={problem} contentsPath={contentsPath} onReload={() => void reload()} /> : null}
          <MenuLinksNotice links={menuLinks} />
          <LocaleTabs active={tab} onChange={setTab} incomplete={incomplete} invalid={invalid}>
            {(locale) => (
              <div className="space-y-6">
                <ContentBasics
                  locale={locale}
                  title={values.title}
                  slug={values.slug}
                  header={values.header}
                  errors={errors}
                  disabled={disabled}
                  offerSlug={!saved || values.slug[locale] === ''}
                  savedSlug={saved?.slug ?? null}
                  onTitle={(text) => change((current) => ({
                    ...current,
                    title: { ...current.title, [locale]: text },
                    slug: following[locale] ? { ...current.slug, [locale]: slugify(text) } : current.slug,
                  }))}
                  onSlug={(text) => {
                    setFollowing((current) => ({ ...current, [locale]: text === '' }));
                    change((current) => ({ ...current, slug: { ...current.slug, [locale]: text } }));
                  }}
                  onHeader={perLocale('header', locale)}
                />
                <HeaderImageControl
                  field={headerImage}
                  locale={locale}
                  uiLocale={uiLocale}
                  value={values.header_image ?? ''}
                  onChange={(value) => change((current) => ({ ...current, header_image: typeof value === 'string' && value ? value : null }))}
                  errors={messagesAt(errors, 'header_image', true)}
                  moduleKey={moduleKey}
                  disabled={disabled}
                />
                <ContentFieldList
                  moduleKey={moduleKey}
                  fields={fields}
                  locale={locale}
                  uiLocale={uiLocale}
                  values={values.content}
                  errors={errors}
                  errorTree={errorTree?.content as Record<string, ValidationErrorTree> | undefined}
                  disabled={disabled}
                  onChange={(key, value) => change((current) => ({ ...current, content: { ...current.content, [key]: value } }))}
                />
              </div>
            )}
          </LocaleTabs>
          {canSave ? (
            <SaveBar
              status={dirty ? t('unsaved') : null}
              start={<ContentStatusField value={values.status} onChange={(status) => change((current) => ({ ...current, status }))} errors={messagesAt(errors, 'status')} />}
            >
              <SubmitButton busy={busy} label={saved ? t('save') : t('create')} busyLabel={t('saving')} />
            </SaveBar>
          ) : null}
        </Card>
      </KnownUploads>
      <ContentSidePanel
        moduleKey={moduleKey}
        content={saved}
        status={values.status}
        readOnly={!canSave}
        dirty={dirty}
        previewPath={saved ? `${contentsPath}/${saved.id}/preview?locale=${tab}` : null}
        canRestore={canRestore}
        onRestored={(restored) => {
          load(restored);
          router.refresh();
        }}
      />
    </form>
  );
}
