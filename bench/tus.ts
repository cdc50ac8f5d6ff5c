/**
 * Resumable uploads (issue 25 target), BENCH_PART=tus: a 2 GB file (BENCH_TUS_MB overrides the
 * size) uploaded over tus to the production server through a loopback proxy that cuts the
 * connection three times (at a quarter, half and three quarters of the bytes); tus-js-client
 * resumes each time from the server's offset. The file is generated as it is sent (an MP4 header,
 * then a keystream: see tests/helpers/tus-upload.ts), never held whole. The stored file is read
 * back and its SHA-256 compared with the source's; the server's resident memory is sampled
 * throughout and its growth over the level before the upload must stay under 64 MB.
 */
import { createHash } from 'node:crypto';
import { startServer } from '../scripts/server-process';
import { startCuttingProxy } from '../tests/helpers/cutting-proxy';
import { generatedFile, tusUpload } from '../tests/helpers/tus-upload';
import { signIn } from './dashboard';
import { sampleRss } from './memory';

const MB = 1024 ** 2;
const SIZE_MB = Number(process.env.BENCH_TUS_MB ?? 2048);
/** Bytes per PATCH, as the browser sends them (src/components/dashboard/media/upload-transport.ts). */
const CHUNK_BYTES = 32 * MB;
const TARGET_GROWTH_MB = 64;
const TUS_PATH = '/api/dashboard/media/uploads';

export interface TusResults {
  sizeMb: number;
  seconds: number;
  mbPerSecond: number;
  cuts: number;
  /** Bytes that crossed the proxy over the file's size: what each cut made the client send again. */
  resentMb: number;
  sha256Match: boolean;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssGrowthMb: number;
  target: string;
  pass: boolean;
}

/** SHA-256 of what the server serves at `url`, read as it streams. */
async function servedSha256(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers });
  if (!response.ok || !response.body) throw new Error(`GET ${url}: ${response.status}`);
  const hash = createHash('sha256');
  const reader = response.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) hash.update(next.value);
  return hash.digest('hex');
}

/** `start`: the server to measure (the production one; a smoke test may pass another of the same shape). */
export async function benchTus(start: typeof startServer = startServer): Promise<TusResults> {
  const size = SIZE_MB * MB;
  const server = await start({
    MAX_UPLOAD_BYTES: String(size + MB),
    UPLOAD_BYTES_PER_HOUR_PER_USER: String(4 * size),
    UPLOAD_DISK_RESERVE_BYTES: String(256 * MB),
  });
  try {
    const headers = await signIn(server);
    const token = headers.authorization.replace(/^Bearer /, '');
    const saved = await fetch(`${server.baseUrl}/api/dashboard/settings`, {
      method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ media_max_size_mb: Math.max(10, SIZE_MB + 1) }),
    });
    if (!saved.ok) throw new Error(`saving media_max_size_mb: ${saved.status} ${await saved.text()}`);
    const endpoint = `${server.baseUrl}${TUS_PATH}`;
    // One small upload first: what the first request loads is not the big one's growth.
    await tusUpload(endpoint, generatedFile(MB, 'bench-tus-warm-up'), { token });

    const file = generatedFile(size, `bench-tus-${Date.now()}`);
    console.log(`[bench] tus: hashing the ${SIZE_MB} MB source`);
    const sourceSha = file.sha256();
    const port = Number(new URL(server.baseUrl).port);
    const proxy = await startCuttingProxy({ host: '127.0.0.1', port }, [0.25, 0.5, 0.75].map((share) => Math.round(size * share)));
    const rssBeforeMb = sampleRss(server.pid).stop();
    const rss = sampleRss(server.pid, 100);
    const started = performance.now();
    let outcome;
    try {
      console.log(`[bench] tus: uploading ${SIZE_MB} MB with three dropped connections`);
      outcome = await tusUpload(`http://127.0.0.1:${proxy.port}${TUS_PATH}`, file, { token, chunkSize: CHUNK_BYTES, metadata: { filename: 'bench.mp4' }, retryDelays: [0, 200, 500, 1000, 2000] });
    } finally {
      await proxy.close();
    }
    const seconds = (performance.now() - started) / 1000;
    const rssPeakMb = rss.stop();
    const item = outcome.body?.data?.item;
    if (!item) throw new Error(`the last answer carried no media item (status ${outcome.status})`);
    const sha256Match = item.sha256 === sourceSha && await servedSha256(`${server.baseUrl}${item.url}`, headers) === sourceSha;
    const rssGrowthMb = rssPeakMb - rssBeforeMb;
    const target = `SHA-256 equal, ${proxy.cuts} cuts of 3, RSS growth < ${TARGET_GROWTH_MB} MB`;
    return {
      sizeMb: SIZE_MB,
      seconds: Math.round(seconds * 10) / 10,
      mbPerSecond: Math.round(SIZE_MB / seconds),
      cuts: proxy.cuts,
      resentMb: Math.round(((proxy.forwarded - size) / MB) * 10) / 10,
      sha256Match,
      rssBeforeMb,
      rssPeakMb,
      rssGrowthMb,
      target,
      pass: sha256Match && proxy.cuts === 3 && rssGrowthMb < TARGET_GROWTH_MB,
    };
  } finally {
    await server.stop();
  }
}

export function printTus(results: TusResults) {
  console.log('\n| tus upload | figure |');
  console.log('|---|---|');
  console.log(`| ${results.sizeMb} MB, ${results.cuts} dropped connections | ${results.seconds} s (${results.mbPerSecond} MB/s), ${results.resentMb} MB sent again |`);
  console.log(`| stored SHA-256 equals the source's | ${results.sha256Match ? 'yes' : 'NO'} |`);
  console.log(`| server RSS | ${results.rssBeforeMb} MB before, ${results.rssPeakMb} MB at the peak: +${results.rssGrowthMb} MB |`);
  console.log(`| target | ${results.target}: ${results.pass ? 'yes' : 'NO'} |`);
}
