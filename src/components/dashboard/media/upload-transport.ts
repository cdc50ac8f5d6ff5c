'use client';

import { reasonOf, sendForm } from '@/components/fields/upload-request';
import type { ApiResponse } from '@/shared/api/envelope';
import { mediaUploadResultSchema, mediaUploadSchema, type MediaUpload } from '@/shared/api/media';
import { MEDIA_API, MEDIA_TUS_API } from './media-api';

/** How one file ends: stored (or found already stored), refused with the server's reason, or stopped here. */
export type TransferOutcome =
  | { ok: true; upload: MediaUpload | null }
  | { ok: false; message: string; cancelled: boolean };

export interface TransferCallbacks {
  language: string;
  /** The content module whose upload rules apply (the picker's field); none: the library's own. */
  module?: string;
  onProgress: (fraction: number) => void;
}

/** One file on its way; pause and resume only where the transport can pick up where it stopped. */
export interface Transfer {
  done: Promise<TransferOutcome>;
  cancel: () => void;
  pause?: () => void;
  resume?: () => void;
}

const withModule = (path: string, module?: string) => (module ? `${path}?module=${encodeURIComponent(module)}` : path);

/** The one file of an upload answer: a multipart POST's `{ files: [...] }`, or one file's own answer. */
function uploadOf(data: unknown): MediaUpload | null {
  const many = mediaUploadResultSchema.safeParse(data);
  if (many.success) return many.data.files[0] ?? null;
  const one = mediaUploadSchema.safeParse(data);
  return one.success ? one.data : null;
}

/** The whole file in one multipart POST, its progress from XMLHttpRequest; cancel aborts it. */
function multipartTransfer(file: File, { language, module, onProgress }: TransferCallbacks): Transfer {
  const aborter = new AbortController();
  const body = new FormData();
  body.append('file', file);
  const done = sendForm(withModule(MEDIA_API, module), body, { language, onProgress, signal: aborter.signal }).then((outcome): TransferOutcome => (
    outcome.ok ? { ok: true, upload: uploadOf(outcome.data) } : { ok: false, message: outcome.message, cancelled: outcome.aborted }
  ));
  return { done, cancel: () => aborter.abort() };
}

function parseEnvelope(text: string | undefined): ApiResponse | null {
  try {
    return text ? JSON.parse(text) as ApiResponse : null;
  } catch {
    return null;
  }
}

/**
 * Bytes per PATCH: each request stays well within the server's request timeout on a slow line,
 * and a pause or a dropped connection loses at most the part under way.
 */
const TUS_CHUNK_BYTES = 32 * 1024 ** 2;

/**
 * Whether a failed tus request is worth repeating: no answer, a conflict or lock tus clears by
 * asking again, or a server error without the API's answer. An answer of the API (the file
 * refused, 413, 429, 503 while storing it) is final: the server kept nothing of the upload.
 */
function retriable(error: Error): boolean {
  const response = 'originalResponse' in error ? (error.originalResponse as import('tus-js-client').HttpResponse | null) : null;
  const status = response?.getStatus() ?? 0;
  if (status === 0 || status === 409 || status === 423) return true;
  return status >= 500 && !parseEnvelope(response?.getBody());
}

/** What a finished upload became, asked again when the last answer was a HEAD (the upload had finished before). */
async function finishedUpload(url: string, language: string): Promise<MediaUpload | null> {
  const response = await fetch(url, { headers: { 'Tus-Resumable': '1.0.0', 'X-Language': language, Accept: 'application/json' } });
  return response.ok ? uploadOf(parseEnvelope(await response.text())?.data) : null;
}

/**
 * The file in parts over tus (tus-js-client, loaded when first needed): a dropped connection is
 * retried, a paused upload goes on from the last part the server has (also after a reload, by the
 * browser's record of it); cancel ends it on the server too. The last PATCH answers the stored
 * item; when the upload had already finished (its answer was lost), the upload's URL is asked.
 */
function tusTransfer(file: File, { language, module, onProgress }: TransferCallbacks): Transfer {
  let upload: import('tus-js-client').Upload | null = null;
  let settle: (outcome: TransferOutcome) => void = () => {};
  const done = new Promise<TransferOutcome>((resolve) => {
    settle = resolve;
  });
  const started = import('tus-js-client').then(async ({ Upload }) => {
    upload = new Upload(file, {
      endpoint: MEDIA_TUS_API,
      headers: { 'X-Language': language, Accept: 'application/json' },
      metadata: { filename: file.name, filetype: file.type, ...(module ? { module } : {}) },
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: [0, 1_000, 3_000, 5_000, 10_000],
      onShouldRetry: (error) => retriable(error),
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress(total ? sent / total : 0),
      onSuccess: ({ lastResponse }) => {
        const answered = uploadOf(parseEnvelope(lastResponse.getBody())?.data);
        if (answered || !upload?.url) settle({ ok: true, upload: answered });
        else void finishedUpload(upload.url, language).catch(() => null).then((found) => settle({ ok: true, upload: found }));
      },
      onError: (error) => {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        const envelope = parseEnvelope(response?.getBody());
        settle({ ok: false, message: envelope ? reasonOf(envelope, '') : '', cancelled: false });
      },
    });
    const previous = await upload.findPreviousUploads();
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  });
  return {
    done,
    cancel: () => {
      void started.then(() => upload?.abort(true)).catch(() => {});
      settle({ ok: false, message: '', cancelled: true });
    },
    pause: () => void started.then(() => upload?.abort()),
    resume: () => void started.then(() => upload?.start()),
  };
}

let tusOffered: Promise<boolean> | null = null;

/** Whether the server takes tus uploads: its OPTIONS answer names the protocol's version (asked once a page). */
function serverTakesTus(): Promise<boolean> {
  tusOffered ??= fetch(MEDIA_TUS_API, { method: 'OPTIONS' })
    .then((response) => response.ok && response.headers.has('Tus-Version'))
    .catch(() => false);
  return tusOffered;
}

/** Starts one file: over tus where the server offers it, else as a multipart POST. */
export async function startTransfer(file: File, callbacks: TransferCallbacks): Promise<Transfer> {
  return (await serverTakesTus()) ? tusTransfer(file, callbacks) : multipartTransfer(file, callbacks);
}
