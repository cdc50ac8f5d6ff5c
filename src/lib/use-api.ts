'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { apiRequest, type ApiResult, type HttpMethod } from './api';
import { alertFor } from './alerts';
import { announceStoreReload } from './store-sync';
import { showToast } from './toasts';
import { flattenErrorTree, type ErrorLabels } from './validation-lines';

export interface CallOptions {
  silent?: boolean;
  /** Labels for this form's own fields, preferred over `base.<field>`. */
  labels?: Record<string, string>;
  /** `requestWithAlert` only: no toast when the call succeeds (e.g. it only leads elsewhere). */
  errorsOnly?: boolean;
  /** `requestWithAlert` only: statuses the caller shows itself (e.g. a 409 listing what blocks a delete), without a toast. */
  shownByCaller?: readonly number[];
}

type Payload = Record<string, unknown> | FormData | undefined;

/**
 * API calls in the visitor's language. `reload_store` answers refresh the server-rendered
 * state (settings, menus, the user's permissions) here and in the other open tabs.
 * `requestWithAlert` also shows a toast.
 */
export function useApi() {
  const locale = useLocale();
  const t = useTranslations();
  const router = useRouter();

  return useMemo(() => {
    const labelsFor = (own: Record<string, string> = {}): ErrorLabels => ({
      field: (key) => own[key] ?? (t.has(`base.${key}`) ? t(`base.${key}`) : key),
      language: (code) => (t.has(`languages.${code}`) ? t(`languages.${code}`) : null),
    });

    async function request<T = unknown>(method: HttpMethod, path: string, payload?: Payload, options: CallOptions = {}): Promise<ApiResult<T>> {
      const result = await apiRequest<T>(method, path, payload, { language: locale, silent: options.silent });
      if (result.reloadStore) {
        router.refresh();
        announceStoreReload();
      }
      return result;
    }

    async function requestWithAlert<T = unknown>(method: HttpMethod, path: string, payload?: Payload, options: CallOptions = {}): Promise<ApiResult<T>> {
      const result = await request<T>(method, path, payload, options);
      if (result.ok && options.errorsOnly) return result;
      if (!result.ok && options.shownByCaller?.includes(result.httpStatus)) return result;
      const lines = result.httpStatus === 422 ? flattenErrorTree(result.data, labelsFor(options.labels)) : [];
      showToast(alertFor(result, {
        success: t('alert.success'),
        error: t('alert.error'),
        anErrorOccurred: t('alert.an_error_occurred'),
        unauthorized: t('alert.unauthorized'),
        tooManyRequests: t('alert.too_many_requests'),
      }, lines));
      return result;
    }

    return { request, requestWithAlert };
  }, [locale, t, router]);
}
