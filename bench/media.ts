/**
 * The media part of `npm run bench` (BENCH_PART=media runs it alone), the library targets of
 * issue 25: 10,000 files and 50,000 posts naming them (bench/media-seed.ts) on SQLite and on a
 * throwaway PostgreSQL database, the p95 of each library call one request at a time (list,
 * searches, each filter, one file with where it is used); and a stored image variant served over
 * 16 connections beside a bare node:http server answering the same bytes, in the same run.
 * The 24-megapixel JPEG and the PNG bomb are BENCH_PART=images (bench/images.ts).
 */
import sharp from 'sharp';
import type { RunningServer } from '../scripts/server-process';
import { compare, type Row } from './compare';
import { signIn, withThrowawayPostgres } from './dashboard';
import { libraryCalls, MEDIA, MODULE, POSTS, seedMedia } from './media-seed';
import { callRow, data, REQUESTS_PER_CALL, seededServer, timeCalls, type CallTiming, type Engine } from './seeded-server';

const SERVE_CONNECTIONS = 16;
const SERVE_TARGET = 0.5;
/** The variant served: the width pages ask for first (`src`). */
const SERVED_WIDTH = 1280;

export interface ServingRow extends Row {
  /** The variant served: its width and size in bytes. */
  variant: { width: number; bytes: number };
}

export interface MediaResults {
  media: number;
  posts: number;
  seedSeconds: Record<Engine, number>;
  requestsPerCall: number;
  lists: CallTiming[];
  serving: ServingRow;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A 1920×1280 photo-like JPEG: smooth light and colour with fine grain, so its WebP weighs what a photo's does. */
async function photo(): Promise<Buffer> {
  const [width, height] = [1920, 1280];
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      const grain = (seed >> 16) % 24;
      const at = (y * width + x) * 3;
      pixels[at] = 90 + Math.round(60 * Math.sin(x / 170)) + grain;
      pixels[at + 1] = 110 + Math.round(50 * Math.cos(y / 130)) + grain;
      pixels[at + 2] = 140 + Math.round(40 * Math.sin((x + y) / 240)) + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

/** One photo through the library's upload (variants made as any upload's), then its SERVED_WIDTH WebP under load beside a bare node:http server. */
async function measureServing(server: RunningServer, headers: Record<string, string>): Promise<ServingRow> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(await photo())], 'harbour at dusk.jpg', { type: 'image/jpeg' }));
  const { files } = await data(await fetch(`${server.baseUrl}/api/dashboard/media`, { method: 'POST', headers, body: form }));
  const variants: { key: string; width: number; mime: string; size: number }[] = files[0].item.variants;
  const variant = variants.filter((candidate) => candidate.mime === 'image/webp' && candidate.width <= SERVED_WIDTH).sort((a, b) => b.width - a.width)[0];
  if (!variant) throw new Error(`the upload made no WebP variant: ${JSON.stringify(variants)}`);
  const url = `${server.baseUrl}/api/uploads/${variant.key}`;
  const row = await compare(`GET a stored image variant (WebP, ${variant.width} px, ${Math.round(variant.size / 1024)} KB)`, url, SERVE_CONNECTIONS,
    (_app, ratio) => [`≥ ${SERVE_TARGET * 100}% of baseline req/s`, ratio >= SERVE_TARGET]);
  console.log(`[bench] media: serving ${row.name}: ${row.app.requestsPerSecond} req/s, baseline ${row.baseline.requestsPerSecond} (${Math.round(row.ratio * 100)}%)`);
  return { ...row, variant: { width: variant.width, bytes: variant.size } };
}

async function measureEngine(engine: Engine, databaseUrl: string | null, serving: boolean) {
  const seeded = `${MEDIA.toLocaleString('en-US')} files and ${POSTS.toLocaleString('en-US')} posts`;
  const { server, seedSeconds } = await seededServer({ part: 'media', engine, databaseUrl, module: MODULE, seed: seedMedia, seeded });
  try {
    const headers = await signIn(server);
    const lists = await timeCalls('media', engine, server, headers, libraryCalls());
    return { seedSeconds, lists, serving: serving ? await measureServing(server, headers) : null };
  } finally {
    await server.stop();
  }
}

export async function benchMedia(): Promise<MediaResults> {
  const sqlite = await measureEngine('sqlite', null, true);
  const postgres = await withThrowawayPostgres((url) => measureEngine('postgres', url, false));
  return {
    media: MEDIA,
    posts: POSTS,
    seedSeconds: { sqlite: round(sqlite.seedSeconds), postgres: round(postgres.seedSeconds) },
    requestsPerCall: REQUESTS_PER_CALL,
    lists: [...sqlite.lists, ...postgres.lists],
    serving: sqlite.serving!,
  };
}

const yes = (pass: boolean | null) => (pass === null ? '—' : pass ? 'yes' : 'NO');
const fmt = (n: number) => n.toLocaleString('en-US');

export function printMedia({ media, posts, seedSeconds, requestsPerCall, lists, serving }: MediaResults): void {
  console.log(`\nMedia library: ${fmt(media)} files, ${fmt(posts)} posts naming them (with their revisions and usage index); seeded in ${seedSeconds.sqlite} s (SQLite), ${seedSeconds.postgres} s (PostgreSQL); ${requestsPerCall} sequential requests per call`);
  console.log(`\n| library call | engine | p50 ms | p95 ms | target | pass |\n|---|---|---|---|---|---|`);
  for (const row of lists) console.log(callRow(row));
  console.log(`\n| serving (SQLite) | conns | app req/s | baseline req/s | ratio | app p50 / p99 ms | baseline p99 ms | errors, non-2xx | target | pass |\n|---|---|---|---|---|---|---|---|---|---|`);
  console.log(`| ${serving.name} | ${serving.connections} | ${fmt(serving.app.requestsPerSecond)} | ${fmt(serving.baseline.requestsPerSecond)} | ${Math.round(serving.ratio * 100)}% | ${serving.app.p50} / ${serving.app.p99} | ${serving.baseline.p99} | ${serving.app.errors}, ${serving.app.non2xx} | ${serving.target} | ${yes(serving.pass)} |`);
}
