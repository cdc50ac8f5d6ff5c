'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { PageSizeSelect } from './page-size-select';

export interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  /** The server stopped counting at `total` (`total_capped`): there are more, and pages past it still answer. */
  capped?: boolean;
  onPage: (page: number) => void;
  /** Rows per page (back to page 1); every list's pager offers it. */
  onPerPage: (perPage: number) => void;
}

/** Every list's pager: "21–40 of 312" (or "of 1,000+"), rows per page, previous and next; the page count comes from the server's total. */
export function Pagination({ page, perPage, total, capped = false, onPage, onPerPage }: PaginationProps) {
  const t = useTranslations('dashboard.table');
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total ? (page - 1) * perPage + 1 : 0;
  const to = Math.min(total, page * perPage);
  return (
    <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600 dark:text-slate-400">
      <p aria-live="polite" className="tabular-nums">{t(capped ? 'range_capped' : 'range', { from, to, total })}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <PageSizeSelect value={perPage} onChange={onPerPage} />
        <div className="flex items-center gap-2">
          <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('previous')}</Button>
          <span className="tabular-nums">{t(capped ? 'page_of_capped' : 'page_of', { page: capped ? page : Math.min(page, pages), pages })}</span>
          <Button variant="outline" disabled={page >= pages && !capped} onClick={() => onPage(page + 1)}>{t('next')}</Button>
        </div>
      </div>
    </nav>
  );
}
