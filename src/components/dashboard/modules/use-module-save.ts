'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { alertFor } from '@/lib/alerts';
import type { ApiResult } from '@/lib/api';
import { dismissToastGroup, showToast } from '@/lib/toasts';
import { useApi } from '@/lib/use-api';
import { moduleCreateSchema, moduleUpdateSchema, type DashboardModule } from '@/shared/api/modules';
import { localizedText, type ModuleField } from '@/shared/fields';
import { toValidationErrorTree } from '@/shared/schemas/error-tree';
import { errorMapForFieldKeys, errorMapFromTree, type ErrorMap } from './error-paths';
import { modulePayload, type ModuleDraft } from './module-draft';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const keysIn = (data: unknown, name: 'removed' | 'retyped'): string[] | null =>
  isObject(data) && Array.isArray(data[name]) ? data[name].filter((key): key is string => typeof key === 'string') : null;

export interface ModuleSaveOptions {
  /** The module as loaded (edit); null while creating. */
  source: DashboardModule | null;
  locale: string;
  onSaved: (module: DashboardModule) => void;
}

/**
 * Saving the builder's draft: checked in the browser with the API's own schema, then POST
 * (create) or PUT with the loaded version (edit). The answers it reads: 422 and 409 trees
 * (messages go to their controls), 409 `removed` (fields with values: ask, then resend with
 * `confirm_field_changes`), 409 `retyped` (refused: said at the field's type), and a 409
 * without either once the module has moved on (someone else saved: offer to reload).
 */
export function useModuleSave({ source, locale, onSaved }: ModuleSaveOptions) {
  const t = useTranslations();
  const { request } = useApi();
  const [errors, setErrors] = useState<ErrorMap>({});
  const [saving, setSaving] = useState(false);
  /** The builder's save toasts: a later one (or a failure shown at the controls) closes the earlier. */
  const group = `module-save:${source?.key ?? 'new'}`;
  const [stale, setStale] = useState(false);
  /** Removed fields with values awaiting the user's confirmation (their labels). */
  const [removed, setRemoved] = useState<string[] | null>(null);
  const texts = {
    success: t('alert.success'), error: t('alert.error'), anErrorOccurred: t('alert.an_error_occurred'),
    unauthorized: t('alert.unauthorized'), tooManyRequests: t('alert.too_many_requests'),
  };
  const fieldName = (key: string) => {
    const field = source?.fields.find((candidate: ModuleField) => candidate.key === key);
    return field ? `${localizedText(field.label, locale as never) || key} (${key})` : key;
  };

  async function send(draft: ModuleDraft, confirm: boolean): Promise<void> {
    const payload = modulePayload(draft);
    const body = source ? { ...payload, key: source.key, version: source.version, confirm_field_changes: confirm } : payload;
    const checked = (source ? moduleUpdateSchema : moduleCreateSchema).safeParse(body);
    if (!checked.success) {
      setErrors(errorMapFromTree(toValidationErrorTree(checked.error, (key, params) => t(key, params)), draft));
      dismissToastGroup(group);
      return;
    }
    setSaving(true);
    try {
      const result: ApiResult<DashboardModule> = source
        ? await request('PUT', `/api/dashboard/modules/${source.key}`, body)
        : await request('POST', '/api/dashboard/modules', body);
      if (result.ok && result.data) {
        setErrors({});
        setRemoved(null);
        showToast({ ...alertFor(result, texts), group });
        onSaved(result.data);
        return;
      }
      const removedKeys = keysIn(result.data, 'removed');
      if (result.httpStatus === 409 && removedKeys?.length) {
        setRemoved(removedKeys.map(fieldName));
        return;
      }
      setRemoved(null);
      const retypedKeys = keysIn(result.data, 'retyped');
      if (result.httpStatus === 409 && retypedKeys?.length) {
        dismissToastGroup(group);
        setErrors(errorMapForFieldKeys(retypedKeys, draft, 'type', t('dashboard.module_builder.retyped')));
        return;
      }
      const found = result.httpStatus === 422 || result.httpStatus === 409 ? errorMapFromTree(result.data, draft) : {};
      // Messages the builder shows at their controls are not repeated in a toast.
      if (Object.keys(found).length) dismissToastGroup(group);
      else showToast({ ...alertFor(result, texts), group });
      setErrors(found);
      if (result.httpStatus === 409 && source && !Object.keys(found).length) {
        const current = await request<DashboardModule>('GET', `/api/dashboard/modules/${source.key}`, undefined, { silent: true });
        if (!current.ok || current.data?.version !== source.version) setStale(true);
      }
    } finally {
      setSaving(false);
    }
  }

  return {
    errors,
    setErrors,
    saving,
    stale,
    clearStale: () => setStale(false),
    removed,
    cancelRemoved: () => setRemoved(null),
    save: (draft: ModuleDraft) => send(draft, false),
    /** The save again, with the removal of fields that hold values confirmed. */
    confirmRemoved: (draft: ModuleDraft) => send(draft, true),
  };
}
