/**
 * Images (issue 25), BENCH_PART=images or `node --import tsx bench/images.ts`: a 24-megapixel
 * JPEG (6000×4000) made into WebP at three widths plus the placeholder (processImage, the upload's
 * work), the median of 5 on ONE core, and the resident memory it adds; four at once; and a
 * 256-megapixel PNG bomb refused. Each scenario runs in its own child process pinned to core 0
 * (`taskset -c 0`) with the server's malloc settings, so its peak RSS is its own.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { serverEnv } from '../scripts/server-command.mjs';
import { processImage } from '../src/server/media/images';
import { loadSharp } from '../src/server/media/sharp';
import { ValidationError } from '../src/server/services/api-error';
import { createLocalFileStorage } from '../src/server/storage/local-file-storage';
import { pngBomb } from '../tests/helpers/images';

const RUNS = 5;
const PARALLEL = 4;
const TARGET_MEDIAN_MS = 1000;
const TARGET_EXTRA_MB = 256;
const BOMB_TARGET_MS = 50;
const BOMB_TARGET_MB = 8;

type Scenario = 'sequential' | 'parallel' | 'bomb';

/** What a child reports: wall and CPU times in ms, memory in MB above its resident size once sharp was loaded. */
interface ChildFigures {
  timesMs: number[];
  cpuMs: number[];
  extraRssMb: number;
}

export interface ImagesResults {
  pinned: boolean;
  sourceBytes: number;
  medianMs: number;
  timesMs: number[];
  /** CPU time of each run (all threads): what the wall time would be on a core no one else uses. */
  medianCpuMs: number;
  extraRssMb: number;
  parallel: { count: number; totalMs: number; extraRssMb: number };
  bomb: { ms: number; extraRssMb: number };
  target: string;
  pass: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes: number) => Math.round(bytes / 1024 ** 2);

/** A 24-megapixel photo-like JPEG: smooth colour waves with fine noise, about 7 MB at quality 88. */
async function writeSourceJpeg(file: string): Promise<number> {
  const width = 6000;
  const height = 4000;
  const across = Float64Array.from({ length: width * 3 }, (_, i) => Math.sin((Math.floor(i / 3) * ((i % 3) + 1)) / 300));
  const down = Float64Array.from({ length: height }, (_, y) => Math.sin(y / 450));
  const pixels = Buffer.allocUnsafe(width * height * 3);
  let seed = 1;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width * 3; x++, i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      pixels[i] = Math.max(0, Math.min(255, 128 + 45 * across[x] + 45 * down[y] + ((seed >>> 24) - 128) / 6));
    }
  }
  return (await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).toFile(file)).size;
}

/** Runs one scenario in a child process on core 0 and reads its figures. */
function runChild(scenario: Scenario, source: string, pinned: boolean): ChildFigures {
  const node = [process.execPath, '--import', 'tsx', import.meta.filename, '--child', scenario, source];
  const [command, ...args] = pinned ? ['taskset', '-c', '0', ...node] : node;
  const result = spawnSync(command, args, { env: serverEnv() as NodeJS.ProcessEnv, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bench/images.ts ${scenario} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop()!) as ChildFigures;
}

export async function benchImages(): Promise<ImagesResults> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'polyglot-bench-images-'));
  try {
    const source = path.join(scratch, 'source.jpg');
    const sourceBytes = await writeSourceJpeg(source);
    const bombFile = path.join(scratch, 'bomb.png');
    writeFileSync(bombFile, pngBomb());
    let pinned = true;
    try {
      execFileSync('taskset', ['-c', '0', 'true']);
    } catch {
      pinned = false;
    }
    const sequential = runChild('sequential', source, pinned);
    const parallel = runChild('parallel', source, pinned);
    const bomb = runChild('bomb', bombFile, pinned);
    const medianMs = median(sequential.timesMs);
    return {
      pinned,
      sourceBytes,
      medianMs,
      timesMs: sequential.timesMs,
      medianCpuMs: median(sequential.cpuMs),
      extraRssMb: sequential.extraRssMb,
      parallel: { count: PARALLEL, totalMs: parallel.timesMs[0], extraRssMb: parallel.extraRssMb },
      bomb: { ms: bomb.timesMs[0], extraRssMb: bomb.extraRssMb },
      target: `median ≤ ${TARGET_MEDIAN_MS} ms, < ${TARGET_EXTRA_MB} MB extra; bomb < ${BOMB_TARGET_MS} ms, < ${BOMB_TARGET_MB} MB`,
      pass: medianMs <= TARGET_MEDIAN_MS && sequential.extraRssMb < TARGET_EXTRA_MB && bomb.timesMs[0] < BOMB_TARGET_MS && bomb.extraRssMb < BOMB_TARGET_MB,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function printImages(results: ImagesResults) {
  const core = results.pinned ? 'one core (taskset -c 0)' : 'UNPINNED (no taskset)';
  console.log(`\n| images, ${core} | figure |`);
  console.log('|---|---|');
  console.log(`| 24 MP JPEG (${mb(results.sourceBytes)} MB) → WebP 640/1280/1920 + placeholder | median ${results.medianMs} ms of ${results.timesMs.join(', ')}; CPU median ${results.medianCpuMs} ms |`);
  console.log(`| its extra resident memory (peak) | ${results.extraRssMb} MB |`);
  console.log(`| ${results.parallel.count} at once | ${results.parallel.totalMs} ms for all, ${results.parallel.extraRssMb} MB extra at the peak |`);
  console.log(`| 256 MP PNG bomb refused | ${results.bomb.ms} ms, ${results.bomb.extraRssMb} MB extra |`);
  console.log(`| target | ${results.target}: ${results.pass ? 'yes' : 'NO'} |`);
}

/** Starts the kernel's peak (VmHWM) afresh from the resident size now (Linux: clear_refs 5). */
function resetPeakRss() {
  writeFileSync('/proc/self/clear_refs', '5');
}

/** The process's peak resident memory since resetPeakRss, in bytes. */
function peakRssBytes(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Number(match[1]) * 1024 : process.resourceUsage().maxRSS * 1024;
}

/** The child's side: one scenario, its figures printed as one JSON line. */
async function child(scenario: Scenario, source: string): Promise<ChildFigures> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'polyglot-bench-images-out-'));
  const storage = createLocalFileStorage(scratch);
  try {
    await loadSharp();
    const before = process.memoryUsage().rss;
    resetPeakRss();
    const timesMs: number[] = [];
    const cpuMs: number[] = [];
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      const cpu = process.cpuUsage();
      await work();
      const { user, system } = process.cpuUsage(cpu);
      cpuMs.push(Math.round((user + system) / 1000));
      return Math.round(performance.now() - started);
    };
    if (scenario === 'sequential') {
      for (let run = 0; run < RUNS; run++) timesMs.push(await timed(() => processImage(createReadStream(source), storage)));
    } else if (scenario === 'parallel') {
      timesMs.push(await timed(() => Promise.all(Array.from({ length: PARALLEL }, () => processImage(createReadStream(source), storage)))));
    } else {
      // The bomb must be refused: an image made of it would be a failure of the bench.
      timesMs.push(await timed(() => processImage(createReadStream(source), storage).then(() => {
        throw new Error('the PNG bomb was processed');
      }, (error: unknown) => {
        if (!(error instanceof ValidationError)) throw error;
      })));
    }
    return { timesMs, cpuMs, extraRssMb: mb(peakRssBytes() - before) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  console.log(JSON.stringify(await child(process.argv[3] as Scenario, process.argv[4])));
} else if (import.meta.filename === process.argv[1]) {
  printImages(await benchImages());
}
