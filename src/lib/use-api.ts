'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { apiRequest, type ApiResult, type HttpMethod } from './api';
import { alertFor } from './alerts';
import { announceStoreReload } from './store-sync';
import { dismissToastGroup, showToast, type ToastAction } from './toasts';
import { errorLanguageName } from '@/lib/error-language';
import { fieldMessages, flattenErrorTree, withoutFields, type ErrorLabels } from './validation-lines';

export interface CallOptions {
  silent?: boolean;
  /** Labels for this form's own fields, preferred over `base.<field>`. */
  labels?: Record<string, string>;
  /** `requestWithAlert` only: no toast when the call succeeds (e.g. it only leads elsewhere). */
  errorsOnly?: boolean;
  /** `requestWithAlert` only: statuses the caller shows itself (e.g. a 409 listing what blocks a delete), without a toast; 'all': every failure. */
  shownByCaller?: readonly number[] | 'all';
  /**
   * `requestWithAlert` only: the fields whose messages the form shows under them. A 422 or 409
   * about those fields raises no toast; only messages about anything else become its lines.
   */
  fields?: readonly string[];
  /**
   * `requestWithAlert` only: the toast group (see `ToastInput.group`); by default the method and
   * path, so a later success of the same call closes its earlier error toast.
   */
  group?: string;
  /** `requestWithAlert` only: buttons for the success toast, from the answer (e.g. "Undo", "View"). */
  actions?: (result: ApiResult) => ToastAction[];
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
      language: errorLanguageName,
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
      const group = options.group ?? `${method} ${path}`;
      const result = await request<T>(method, path, payload, options);
      const { shownByCaller, fields = [] } = options;
      const callerShows = !result.ok && (shownByCaller === 'all' || shownByCaller?.includes(result.httpStatus));
      // Errors are shown once: a success or an error the page shows itself closes this call's last error toast.
      if ((result.ok && options.errorsOnly) || callerShows) {
        dismissToastGroup(group);
        return result;
      }
      const aboutFields = result.httpStatus === 422 || result.httpStatus === 409;
      if (aboutFields && fields.some((key) => fieldMessages(result.data, key).length)) {
        const rest = flattenErrorTree(withoutFields(result.data, fields), labelsFor(options.labels));
        if (!rest.length) {
          dismissToastGroup(group);
          return result;
        }
        showToast({ color: 'error', title: t('alert.error'), description: rest, group });
        return result;
      }
      const lines = result.httpStatus === 422 ? flattenErrorTree(result.data, labelsFor(options.labels)) : [];
      showToast({
        ...alertFor(result, {
          success: t('alert.success'),
          error: t('alert.error'),
          anErrorOccurred: t('alert.an_error_occurred'),
          unauthorized: t('alert.unauthorized'),
          tooManyRequests: t('alert.too_many_requests'),
        }, lines),
        group,
        actions: result.ok ? options.actions?.(result) : undefined,
      });
      return result;
    }

    return { request, requestWithAlert };
  }, [locale, t, router]);
}
