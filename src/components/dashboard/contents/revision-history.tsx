'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { resolveLocale } from '@/i18n/locales';
import { useApi } from '@/lib/use-api';
import { revisionListSchema, type RevisionSummary } from '@/shared/api/content-revisions';
import type { DashboardContent, DashboardContentRecord } from '@/shared/api/contents';
import { localizedText } from '@/shared/fields';
import { ContentStatusBadge } from './content-status-badge';
import { contentsApiPath } from './contents-api';
import { DateTime } from '@/components/time/date-time';

export interface RevisionHistoryProps {
  moduleKey: string;
  content: DashboardContent;
  canRestore: boolean;
  /** The restored item, as the server saved it. */
  onRestored: (content: DashboardContentRecord) => void;
}

/** The item's saved revisions, newest first (the server keeps the last KEPT_REVISIONS); any older one can be restored after a confirmation. */
export function RevisionHistory({ moduleKey, content, canRestore, onRestored }: RevisionHistoryProps) {
  const t = useTranslations('dashboard.contents.revisions');
  const locale = resolveLocale(useLocale());
  const { request, requestWithAlert } = useApi();
  const [loaded, setLoaded] = useState<{ version: number; items: RevisionSummary[] | null } | null>(null);
  const path = `${contentsApiPath(moduleKey, content.id)}/revisions`;

  useEffect(() => {
    let current = true;
    void request('GET', path, undefined, { silent: true }).then((answer) => {
      const parsed = answer.ok ? revisionListSchema.safeParse(answer.data) : null;
      if (current) setLoaded({ version: content.version, items: parsed?.success ? parsed.data.items : null });
    });
    return () => {
      current = false;
    };
  }, [request, path, content.version]);

  async function restore(revision: RevisionSummary) {
    const result = await requestWithAlert<DashboardContentRecord>('POST', `${path}/${revision.id}/restore`, { version: content.version });
    if (result.ok && result.data) onRestored(result.data);
  }

  const items = loaded?.version === content.version ? loaded.items : undefined;
  let body;
  if (items === undefined) body = <p role="status" className="text-sm text-slate-500 dark:text-slate-400">{t('loading')}</p>;
  else if (items === null) body = <p role="alert" className="text-sm text-red-700 dark:text-red-400">{t('error')}</p>;
  else if (!items.length) body = <p className="text-sm text-slate-500 dark:text-slate-400">{t('empty')}</p>;
  else {
    body = (
      <ol className="divide-y divide-slate-100 dark:divide-slate-800">
        {items.map((revision) => (
          <li key={revision.id} className="space-y-1 py-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium text-slate-900 dark:text-white">{t('version', { version: revision.version })}</span>
              <ContentStatusBadge status={revision.status} />
            </div>
            <p className="truncate text-slate-600 dark:text-slate-400">{localizedText(revision.title, locale)}</p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              <DateTime value={revision.created_at} style="date-time" zoneLabel />
              {revision.created_by ? ` · ${t('by', { name: revision.created_by.name })}` : null}
            </p>
            {canRestore && revision.version !== content.version ? (
              <ConfirmDialog
                trigger={<Button variant="outline" size="sm" aria-label={t('restore_named', { version: revision.version })}>{t('restore')}</Button>}
                title={t('restore_title', { version: revision.version })}
                description={t('restore_description')}
                confirmLabel={t('restore')}
                cancelLabel={t('cancel')}
                onConfirm={() => restore(revision)}
              />
            ) : null}
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby="content-revisions-title" className="space-y-2">
      <h2 id="content-revisions-title" className="font-semibold text-slate-900 dark:text-white">{t('title')}</h2>
      {body}
    </section>
  );
}
