'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { alertFor } from '@/lib/alerts';
import { dismissToastGroup, showToast } from '@/lib/toasts';
import { useApi } from '@/lib/use-api';
import { menuDetailSchema, menuUpdateSchema, type MenuDetail } from '@/shared/api/menus';
import { toValidationErrorTree } from '@/shared/schemas/error-tree';
import { cleanItem, type MenuDraft } from './menu-draft';
import { hasErrors, menuErrorsFromTree, NO_ERRORS, type MenuErrors } from './menu-errors';

export const menuPath = (key: string) => `/api/dashboard/menus/${encodeURIComponent(key)}`;

/** The PUT body of a draft read at `version`. */
export function updateBody(draft: MenuDraft, version: number) {
  return { name: draft.name, areas: draft.areas, items: draft.items.map(cleanItem), version };
}

export type SaveOutcome = { ok: true; menu: MenuDetail } | { ok: false; conflict: boolean; errors: MenuErrors };

/**
 * Saving a menu's whole tree: checked in the browser with the API's own schema, then PUT with
 * the version it was read at. A 422's messages go to their items and controls (not to a toast too);
 * a 409 (someone saved since) is the caller's to offer: load theirs, or re-read and save over it.
 */
export function useMenuSave(menuKey: string) {
  const t = useTranslations();
  const { request } = useApi();
  const [errors, setErrors] = useState<MenuErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  /** This menu's save toasts: a later one (or a failure shown at the controls) closes the earlier. */
  const group = `menu-save:${menuKey}`;
  const texts = {
    success: t('alert.success'), error: t('alert.error'), anErrorOccurred: t('alert.an_error_occurred'),
    unauthorized: t('alert.unauthorized'), tooManyRequests: t('alert.too_many_requests'),
  };

  async function save(draft: MenuDraft, version: number): Promise<SaveOutcome> {
    const body = updateBody(draft, version);
    const checked = menuUpdateSchema.safeParse(body);
    if (!checked.success) {
      const found = menuErrorsFromTree(toValidationErrorTree(checked.error, (key, params) => t(key, params)), body.items);
      setErrors(found);
      dismissToastGroup(group);
      return { ok: false, conflict: false, errors: found };
    }
    setSaving(true);
    try {
      const result = await request('PUT', menuPath(menuKey), body);
      const parsed = result.ok ? menuDetailSchema.safeParse(result.data) : null;
      if (parsed?.success) {
        setErrors(NO_ERRORS);
        showToast({ ...alertFor(result, texts), group });
        return { ok: true, menu: parsed.data };
      }
      if (result.httpStatus === 409) {
        dismissToastGroup(group);
        return { ok: false, conflict: true, errors: NO_ERRORS };
      }
      const found = result.httpStatus === 422 ? menuErrorsFromTree(result.data, body.items) : NO_ERRORS;
      // Messages the editor shows at their controls are not repeated in a toast.
      if (hasErrors(found)) dismissToastGroup(group);
      else showToast({ ...alertFor(result, texts), group });
      setErrors(found);
      return { ok: false, conflict: false, errors: found };
    } finally {
      setSaving(false);
    }
  }

  /** The menu as the server has it now, or null. */
  async function current(): Promise<MenuDetail | null> {
    const result = await request('GET', menuPath(menuKey), undefined, { silent: true });
    const parsed = menuDetailSchema.safeParse(result.data);
    return result.ok && parsed.success ? parsed.data : null;
  }

  return { errors, setErrors, saving, save, current };
}
