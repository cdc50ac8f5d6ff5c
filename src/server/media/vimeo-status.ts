import type { RemoteMediaQueue } from '@/server/entities/media-remote';
import { periodicJob } from '@/server/services/periodic-job';
import { errorMessage } from '@/server/startup-error';
import type { VimeoVideos } from './vimeo-videos';

/**
 * Asks Vimeo, in the background, after the videos it is still transcoding: a video becomes
 * `ready` once Vimeo reports it transcoded and playable, `failed` when its transcoding failed or
 * it was deleted at Vimeo. What is left to ask is the rows' `status`, so a restart loses nothing;
 * one that cannot be asked now (Vimeo down) is asked again on the next run.
 */
export function createVimeoStatusPoll({ queue, vimeo }: { queue: RemoteMediaQueue; vimeo: Pick<VimeoVideos, 'state'> }, { intervalMs }: { intervalMs: number }) {
  async function poll(): Promise<number> {
    let settled = 0;
    for (const row of await queue.processing()) {
      if (job.closed) break;
      const state = await vimeo.state(row.remote_uri).catch((error: unknown) => {
        console.error(`[media] asking Vimeo after ${row.remote_uri} failed:`, errorMessage(error));
        return 'processing' as const;
      });
      if (state === 'processing') continue;
      if (await queue.settle(row.id, state === 'ready' ? 'ready' : 'failed')) settled++;
    }
    return settled;
  }

  const job = periodicJob(poll, { intervalMs, failure: '[media] asking Vimeo after its videos failed:' });
  return { pollNow: job.runNow, start: job.start, close: job.close };
}

export type VimeoStatusPoll = ReturnType<typeof createVimeoStatusPoll>;
