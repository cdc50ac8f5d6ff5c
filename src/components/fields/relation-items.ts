import { defaultLocale, type Locale } from '@/i18n/locales';
import type { DashboardContent } from '@/shared/api/contents';

/** What the relation picker shows of a content. */
export type RelationItem = Pick<DashboardContent, 'id' | 'title' | 'status'>;

export const RELATION_PAGE_SIZE = 20;

/** The contents API path of a module (or of one of its contents). */
export function contentsPath(moduleKey: string, id?: number): string {
  const base = `/api/dashboard/modules/${encodeURIComponent(moduleKey)}/contents`;
  return id === undefined ? base : `${base}/${id}`;
}

/** A content's title in the dashboard's language, else the default locale's; '' when it has none. */
export function titleIn(item: Pick<RelationItem, 'title'>, uiLocale: Locale): string {
  return item.title[uiLocale] || item.title[defaultLocale] || '';
}

/** Only the parts the picker uses, from an API answer that may carry more. */
export function toRelationItem(data: unknown): RelationItem | null {
  if (typeof data !== 'object' || data === null) return null;
  const { id, title, status } = data as Partial<RelationItem>;
  if (typeof id !== 'number' || typeof title !== 'object' || title === null) return null;
  return { id, title, status: status ?? 'draft' };
}
