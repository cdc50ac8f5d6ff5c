import type { ApiResult } from './api';
import type { ToastInput } from './toasts';

/** The translated `alert.*` texts. */
export interface AlertTexts {
  success: string;
  error: string;
  anErrorOccurred: string;
  unauthorized: string;
  tooManyRequests: string;
}

/**
 * The toast for an API answer (spec §8, alert wrapper): no response, 401 and 429 get fixed
 * texts; other failures the server's message; validation lines replace the message.
 */
export function alertFor(result: ApiResult, texts: AlertTexts, validationLines: string[] = []): ToastInput {
  if (result.ok) return { color: 'success', title: texts.success, description: result.message };
  let description: string | string[];
  if (result.httpStatus === 0) description = texts.anErrorOccurred;
  else if (result.httpStatus === 401) description = texts.unauthorized;
  else if (result.httpStatus === 429) description = texts.tooManyRequests;
  else if (validationLines.length) description = validationLines;
  else description = result.message || texts.anErrorOccurred;
  return { color: 'error', title: texts.error, description };
}
