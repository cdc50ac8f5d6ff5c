'use client';

import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { DashboardContent, DashboardContentRecord } from '@/shared/api/contents';
import type { ContentStatus } from './content-form-values';
import { ContentMeta } from './content-meta';
import { ContentStatusBadge } from './content-status-badge';
import { RevisionHistory } from './revision-history';

export interface ContentSidePanelProps {
  moduleKey: string;
  /** The item as last saved; null for a new one. */
  content: DashboardContent | null;
  status: ContentStatus;
  /** Without the right to save, the status is read here (else it is chosen in the save bar, beside Save). */
  readOnly: boolean;
  dirty: boolean;
  previewPath: string | null;
  canRestore: boolean;
  onRestored: (content: DashboardContentRecord) => void;
}

/** Beside the form: who saved last and when (and the status, read-only), the preview, and the revisions. */
export function ContentSidePanel({ moduleKey, content, status, readOnly, dirty, previewPath, canRestore, onRestored }: ContentSidePanelProps) {
  const t = useTranslations('dashboard.contents');
  return (
    <div className="min-w-0 space-y-6">
      {readOnly || content || previewPath ? (
        <Card className="space-y-4">
          {readOnly ? (
            <p className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t('fields.status')}: <ContentStatusBadge status={status} /></p>
          ) : null}
          {content ? <ContentMeta content={content} /> : null}
          {previewPath ? (
            <div className="space-y-1">
              <a href={previewPath} target="_blank" rel="noopener" className={buttonClasses('outline', 'md', 'w-full')}>
                {t('preview')}
                <span className="sr-only"> ({t('new_tab')})</span>
              </a>
              {dirty ? <p className="text-xs text-slate-500 dark:text-slate-400">{t('preview_saved_only')}</p> : null}
            </div>
          ) : null}
        </Card>
      ) : null}
      {content ? (
        <Card>
          <RevisionHistory moduleKey={moduleKey} content={content} canRestore={canRestore} onRestored={onRestored} />
        </Card>
      ) : null}
    </div>
  );
}
