'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { describedBy, FieldFrame } from '@/components/fields/frame';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/field';
import { CONTENT_STATUSES, type DashboardContent, type DashboardContentRecord } from '@/shared/api/contents';
import type { ContentStatus } from './content-form-values';
import { ContentMeta } from './content-meta';
import { RevisionHistory } from './revision-history';

export interface ContentSidePanelProps {
  moduleKey: string;
  /** The item as last saved; null for a new one. */
  content: DashboardContent | null;
  status: ContentStatus;
  onStatus: (status: ContentStatus) => void;
  statusErrors: string[];
  disabled: boolean;
  dirty: boolean;
  previewPath: string | null;
  canRestore: boolean;
  onRestored: (content: DashboardContentRecord) => void;
}

/** Beside the form: the status, who saved last and when, the preview, and the revisions. */
export function ContentSidePanel({ moduleKey, content, status, onStatus, statusErrors, disabled, dirty, previewPath, canRestore, onRestored }: ContentSidePanelProps) {
  const t = useTranslations('dashboard.contents');
  const id = useId();
  return (
    <div className="min-w-0 space-y-6">
      <Card className="space-y-4">
        <FieldFrame id={id} label={t('fields.status')} errors={statusErrors}>
          <Select id={id} value={status} disabled={disabled} onChange={(event) => onStatus(event.target.value as ContentStatus)} {...describedBy(id, statusErrors)}>
            {CONTENT_STATUSES.map((option) => <option key={option} value={option}>{t(`statuses.${option}`)}</option>)}
          </Select>
        </FieldFrame>
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
      {content ? (
        <Card>
          <RevisionHistory moduleKey={moduleKey} content={content} canRestore={canRestore} onRestored={onRestored} />
        </Card>
      ) : null}
    </div>
  );
}
