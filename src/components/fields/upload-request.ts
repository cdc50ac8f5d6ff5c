import type { UploadedFile as UploadAnswer } from '@/shared/api/contents';
import type { ApiResponse } from '@/shared/api/envelope';

/** Where an uploaded file lives and what it is: an upload's answer, or what a loaded item's record says of it. */
export type UploadedFile = Omit<UploadAnswer, 'id'>;

export type UploadOutcome =
  | { ok: true; file: UploadedFile }
  /** `message`: the server's translated reason; empty when no answer came (offline). */
  | { ok: false; message: string; aborted: boolean };

export const uploadPath = (moduleKey: string) => `/api/dashboard/modules/${encodeURIComponent(moduleKey)}/uploads`;

/** A refusal's reason: the messages of its error tree (422: type, size, field), else the envelope's message. */
export function reasonOf(envelope: ApiResponse | null, statusText: string): string {
  const lines: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node)) {
      if (key === '_errors' && Array.isArray(child)) lines.push(...child.filter((line): line is string => typeof line === 'string'));
      else walk(child);
    }
  };
  walk(envelope?.data);
  return lines.join(' ') || (typeof envelope?.message === 'string' ? envelope.message : statusText);
}

function isUploaded(data: unknown): data is UploadedFile {
  return typeof data === 'object' && data !== null && typeof (data as UploadedFile).url === 'string';
}

/** What came back for one form sent with progress: the envelope's `data`, or the refusal's reason. */
export type FormOutcome = { ok: true; data: unknown } | { ok: false; message: string; aborted: boolean };

export interface SendOptions {
  language: string;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not), in the dashboard's language.
 */
export function sendForm(url: string, body: FormData, options: SendOptions): Promise<FormOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('X-Language', options.language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const envelope = request.response as ApiResponse | null;
      if (request.status >= 200 && request.status < 300 && envelope?.status === true) resolve({ ok: true, data: envelope.data });
      else resolve({ ok: false, message: reasonOf(envelope, request.statusText), aborted: false });
    };
    request.onerror = () => resolve({ ok: false, message: '', aborted: false });
    request.onabort = () => resolve({ ok: false, message: '', aborted: true });
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(body);
  });
}

/** Sends one file of a field (multipart: `field` = its dotted path, `file`). */
export async function uploadFile(moduleKey: string, fieldPath: string, file: File, options: SendOptions): Promise<UploadOutcome> {
  const body = new FormData();
  body.append('field', fieldPath);
  body.append('file', file);
  const outcome = await sendForm(uploadPath(moduleKey), body, options);
  if (!outcome.ok) return outcome;
  return isUploaded(outcome.data) ? { ok: true, file: outcome.data } : { ok: false, message: '', aborted: false };
}
