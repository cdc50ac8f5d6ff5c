import type { AppConfig } from '@/server/config';
import { ApiError } from '@/server/services/api-error';
import { errorMessage } from '@/server/startup-error';
import type { StoredFile } from '@/server/storage/file-storage';
import { createVimeoApi, type VimeoApi, type VimeoVideoState } from './vimeo-api';

export interface VimeoSettings {
  vimeo_client_id?: unknown;
  vimeo_client_secret?: unknown;
  vimeo_access_token?: unknown;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The access token while the Vimeo settings are complete (client id, client secret and token), else null. */
export function vimeoAccessToken(settings: VimeoSettings): string | null {
  const { vimeo_client_id: clientId, vimeo_client_secret: secret, vimeo_access_token: token } = settings;
  return filled(clientId) && filled(secret) && filled(token) ? token.trim() : null;
}

/**
 * Videos on Vimeo for the media library. The settings are read for each call (the settings
 * service's cache, dropped on every save), so saving them complete sends the next video upload
 * to Vimeo, no restart. A failure is "Vimeo did not take the video" (503) with Vimeo's words
 * only in the log, and leaves no video behind at Vimeo.
 */
export function createVimeoVideos({ config, settings, api }: {
  config: Pick<AppConfig, 'remoteStorage'>;
  settings: { getAll(): Promise<VimeoSettings> };
  /** Vimeo's API; by default at VIMEO_API_URL. */
  api?: VimeoApi;
}) {
  const vimeo = api ?? createVimeoApi({ apiUrl: config.remoteStorage.vimeoApiUrl, timeoutMs: config.remoteStorage.vimeoTimeoutMs });
  const accessToken = async () => vimeoAccessToken(await settings.getAll());

  async function remove(uri: string): Promise<void> {
    const token = await accessToken();
    if (!token) throw new Error(`the Vimeo settings are incomplete: ${uri} stays at Vimeo`);
    await vimeo.deleteVideo(token, uri);
  }

  return {
    /** Whether new videos go to Vimeo: its settings are complete. */
    enabled: async () => (await accessToken()) !== null,

    /** Creates the video at Vimeo and uploads the file to it: its URI; on any failure the video is deleted again and the 503 thrown. */
    async send(file: StoredFile, name: string): Promise<string> {
      const token = await accessToken();
      let uri: string | null = null;
      try {
        if (!token) throw new Error('the Vimeo settings are incomplete');
        const created = await vimeo.createVideo(token, { name, size: file.size });
        uri = created.uri;
        await vimeo.upload(created.uploadLink, file);
        return uri;
      } catch (error) {
        console.error('[media] Vimeo upload failed:', errorMessage(error));
        if (uri) await remove(uri).catch((cleanup: unknown) => console.error(`[media] deleting ${uri} at Vimeo failed:`, errorMessage(cleanup)));
        throw new ApiError(503, 'vimeo_upload_error', undefined, { cause: error });
      }
    },

    /** Deletes the video at Vimeo (one already gone is no error); throws when Vimeo cannot be asked. */
    remove,

    /** What Vimeo says of the video; 'processing' while the settings are incomplete (there is no one to ask). */
    async state(uri: string): Promise<VimeoVideoState> {
      const token = await accessToken();
      return token ? vimeo.videoState(token, uri) : 'processing';
    },
  };
}

export type VimeoVideos = ReturnType<typeof createVimeoVideos>;
