import { lazyImport } from '@/server/lazy-import';
import type { StoredFile } from '@/server/storage/file-storage';
import { vimeoTusReader } from './vimeo-tus-source';

export { VIMEO_STORAGE } from '@/shared/api/media';

/** A video's URI as Vimeo names it; anything else from an answer is refused before it reaches a URL. */
const VIDEO_URI = /^\/videos\/\d{1,20}$/;

/** What Vimeo says of a video once its bytes are in. */
export type VimeoVideoState = 'processing' | 'ready' | 'failed' | 'gone';

/** A call Vimeo refused or did not answer; `status` is its HTTP status (null: no answer). */
export class VimeoError extends Error {
  constructor(message: string, readonly status: number | null, options?: ErrorOptions) {
    super(message, options);
    this.name = 'VimeoError';
  }
}

export interface VimeoApiOptions {
  /** VIMEO_API_URL, without a trailing slash. */
  apiUrl: string;
  /** The longest one call (or one part of an upload without progress) may take. */
  timeoutMs: number;
}

/** Bytes sent per PATCH of an upload: what is held in memory at once, and what a retry sends again. */
export const VIMEO_PART_BYTES = 8 * 1024 * 1024;
/** Waits between the tries of a failed part (tus-js-client asks the link where to go on). */
const PART_RETRY_DELAYS_MS = [0, 1_000, 3_000];

const loadTus = lazyImport(() => import('tus-js-client'));

/**
 * The few calls of Vimeo's API the media library makes (API 3.4): create a video for a tus
 * upload of `size` bytes, send its bytes to the upload link (the tus protocol, through
 * tus-js-client: HEAD for the offset, PATCH parts, retried from where Vimeo says it stopped),
 * ask its transcoding state, delete it. The access token goes only to `apiUrl`, never to the
 * upload link (which needs none); Vimeo's own words only reach the log.
 */
export function createVimeoApi({ apiUrl, timeoutMs }: VimeoApiOptions) {
  async function call(token: string, method: string, path: string, body?: unknown): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          authorization: `bearer ${token}`,
          accept: 'application/vnd.vimeo.*+json;version=3.4',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      throw new VimeoError(`${method} ${path}: no answer`, null, { cause: error });
    }
    if (!response.ok && response.status !== 404) {
      await response.body?.cancel();
      throw new VimeoError(`${method} ${path}: ${response.status}`, response.status);
    }
    return response;
  }

  async function json(response: Response, what: string): Promise<Record<string, unknown>> {
    const value = await response.json().catch(() => null) as unknown;
    if (typeof value !== 'object' || value === null) throw new VimeoError(`${what}: not a JSON object`, response.status);
    return value as Record<string, unknown>;
  }

  /** Deletes the video; one already gone is no error. */
  async function deleteVideo(token: string, uri: string): Promise<void> {
    if (!VIDEO_URI.test(uri)) return;
    const response = await call(token, 'DELETE', uri);
    await response.body?.cancel();
  }

  return {
    /** Creates the video (private until Vimeo transcoded it) for a tus upload: its URI and the link its bytes go to. */
    async createVideo(token: string, { name, size }: { name: string; size: number }): Promise<{ uri: string; uploadLink: string }> {
      const response = await call(token, 'POST', '/me/videos', { upload: { approach: 'tus', size: String(size) }, name });
      if (response.status === 404) throw new VimeoError('POST /me/videos: 404', 404);
      const video = await json(response, 'POST /me/videos');
      const upload = video.upload as { upload_link?: unknown; approach?: unknown } | undefined;
      const uri = video.uri;
      if (typeof uri !== 'string' || !VIDEO_URI.test(uri)) throw new VimeoError('POST /me/videos: no video URI', response.status);
      const uploadLink = typeof upload?.upload_link === 'string' ? upload.upload_link : '';
      if (!/^https?:\/\//.test(uploadLink) || upload?.approach !== 'tus') {
        // A video was made but cannot be filled: it goes again.
        await deleteVideo(token, uri).catch(() => undefined);
        throw new VimeoError('POST /me/videos: no tus upload link', response.status);
      }
      return { uri, uploadLink };
    },

    /** Sends the file to the video's upload link; rejects when a part fails its tries or no byte moves for `timeoutMs`. */
    async upload(uploadLink: string, file: StoredFile): Promise<void> {
      const { Upload } = await loadTus();
      await new Promise<void>((resolve, reject) => {
        let watchdog: NodeJS.Timeout;
        const fail = (error: Error) => {
          clearTimeout(watchdog);
          reject(new VimeoError(`tus upload: ${error.message}`, statusOf(error), { cause: error }));
        };
        // The file is read through vimeoTusReader, whatever the input type tus-js-client declares.
        const upload = new Upload(file as unknown as Buffer, {
          uploadUrl: uploadLink,
          uploadSize: file.size,
          chunkSize: VIMEO_PART_BYTES,
          retryDelays: PART_RETRY_DELAYS_MS,
          storeFingerprintForResuming: false,
          fileReader: vimeoTusReader,
          onProgress: () => stillMoving(),
          onSuccess: () => {
            clearTimeout(watchdog);
            resolve();
          },
          onError: fail,
        });
        function stillMoving() {
          clearTimeout(watchdog);
          watchdog = setTimeout(() => {
            void upload.abort();
            fail(new Error(`no progress for ${timeoutMs} ms`));
          }, timeoutMs);
        }
        stillMoving();
        upload.start();
      });
    },

    /** The video's state: transcoded and playable, still processing, failed, or gone (deleted at Vimeo). */
    async videoState(token: string, uri: string): Promise<VimeoVideoState> {
      if (!VIDEO_URI.test(uri)) return 'gone';
      const response = await call(token, 'GET', `${uri}?fields=uri,status,is_playable,transcode.status`);
      if (response.status === 404) {
        await response.body?.cancel();
        return 'gone';
      }
      const video = await json(response, `GET ${uri}`);
      const transcode = (video.transcode as { status?: unknown } | undefined)?.status;
      if (transcode === 'error' || (typeof video.status === 'string' && video.status.endsWith('_error'))) return 'failed';
      return transcode === 'complete' && video.is_playable === true ? 'ready' : 'processing';
    },

    deleteVideo,
  };
}

/** The HTTP status of a tus-js-client failure, when a response carried one. */
function statusOf(error: Error): number | null {
  const response = (error as { originalResponse?: { getStatus(): number } | null }).originalResponse;
  return response ? response.getStatus() : null;
}

export type VimeoApi = ReturnType<typeof createVimeoApi>;
