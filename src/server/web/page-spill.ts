import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readFile, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutgoingHttpHeaders } from 'node:http';
import { templateFromParts, type NonceTemplate } from './nonce-template';

/**
 * The page cache's second tier: pages pushed out of memory wait on disk until they are read
 * again (then they go back to memory), so a site with many rarely read pages (a long tail of
 * items) is still answered from the cache while memory holds only the ones in use. Only
 * an index stays in memory (key, file, size, expiry, what the page shows). A process keeps its
 * files in a folder of its own, emptied at start: what a stopped process left may be stale
 * (it did not hear the invalidations since), and is removed with the folder.
 */
export interface SpilledPage {
  status: number;
  headers: OutgoingHttpHeaders;
  nonced: [name: string, pieces: string[]][];
  body: NonceTemplate;
  expiresAt: number;
  shows: ReadonlySet<string>;
}

interface Spilled {
  file: string;
  bytes: number;
  expiresAt: number;
  shows: ReadonlySet<string>;
}

/** The header of a spilled file: everything but the body's pieces, which follow it. */
interface FileHeader {
  status: number;
  headers: OutgoingHttpHeaders;
  nonced: SpilledPage['nonced'];
  expiresAt: number;
  shows: string[];
  body: Omit<NonceTemplate['parts'], 'pieces'> & { lengths: number[] };
}

function encode(page: SpilledPage): Buffer {
  const { pieces, ...terms } = page.body.parts;
  const header: FileHeader = {
    status: page.status, headers: page.headers, nonced: page.nonced, expiresAt: page.expiresAt, shows: [...page.shows],
    body: { ...terms, lengths: pieces.map((piece) => piece.length) },
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.allocUnsafe(4);
  length.writeUInt32LE(json.length);
  return Buffer.concat([length, json, ...pieces]);
}

function decode(file: Buffer): SpilledPage {
  const jsonEnd = 4 + file.readUInt32LE(0);
  const { body: { lengths, ...terms }, shows, ...page } = JSON.parse(file.subarray(4, jsonEnd).toString()) as FileHeader;
  let at = jsonEnd;
  const pieces = lengths.map((length) => file.subarray(at, (at += length)));
  return { ...page, shows: new Set(shows), body: templateFromParts({ ...terms, pieces } as NonceTemplate['parts']) };
}

/** Removes what processes no longer running left in `root`, and makes this process's folder. */
function ownFolder(root: string): string {
  mkdirSync(root, { recursive: true });
  for (const name of readdirSync(root)) {
    const pid = Number(name.split('-')[0]);
    if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) continue;
    rmSync(path.join(root, name), { recursive: true, force: true });
  }
  const folder = path.join(root, `${process.pid}-${Date.now().toString(36)}`);
  mkdirSync(folder);
  return folder;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function createPageSpill({ root, maxBytes }: { root: string; maxBytes: number }) {
  const folder = ownFolder(root);
  /** In order of use, the least recently used first. */
  const index = new Map<string, Spilled>();
  /** Written but not yet on disk: a read finds them here. */
  const writing = new Map<string, Buffer>();
  let bytes = 0;
  let sequence = 0;

  const remove = (file: string) => void unlink(file).catch(() => undefined);
  const forget = (key: string, spilled: Spilled) => {
    index.delete(key);
    bytes -= spilled.bytes;
    // A file still being written is removed by its writer.
    if (!writing.delete(spilled.file)) remove(spilled.file);
  };

  function put(key: string, page: SpilledPage): void {
    const previous = index.get(key);
    if (previous) forget(key, previous);
    const data = encode(page);
    if (data.length > maxBytes) return;
    const file = path.join(folder, String(++sequence));
    index.set(key, { file, bytes: data.length, expiresAt: page.expiresAt, shows: page.shows });
    bytes += data.length;
    writing.set(file, data);
    writeFile(file, data).then(
      () => {
        if (!writing.delete(file)) remove(file);
      },
      (error: unknown) => {
        console.error('[page-cache] a page was not written to disk:', error instanceof Error ? error.message : error);
        const spilled = index.get(key);
        if (writing.delete(file) && spilled?.file === file) forget(key, spilled);
      },
    );
    for (const [oldest, spilled] of index) {
      if (bytes <= maxBytes) break;
      forget(oldest, spilled);
    }
  }

  /** The page kept under `key`, taken off the disk (the caller keeps it in memory), or null. */
  async function take(key: string): Promise<SpilledPage | null> {
    const spilled = index.get(key);
    if (!spilled) return null;
    if (spilled.expiresAt < Date.now()) {
      forget(key, spilled);
      return null;
    }
    const data = writing.get(spilled.file) ?? (await readFile(spilled.file).catch(() => null));
    // Dropped or replaced while it was read: what was read may be stale.
    if (index.get(key) !== spilled) return null;
    forget(key, spilled);
    return data && decode(data);
  }

  return {
    put,
    take,
    has: (key: string) => index.has(key),
    /** Drops the pages for which `drop` holds. */
    dropWhere(drop: (shows: ReadonlySet<string>) => boolean): void {
      for (const [key, spilled] of index) if (drop(spilled.shows)) forget(key, spilled);
    },
    clear(): void {
      for (const [key, spilled] of index) forget(key, spilled);
    },
    size: () => index.size,
    bytes: () => bytes,
    /** Removes this process's folder (at shutdown). */
    close: () => rm(folder, { recursive: true, force: true }),
  };
}

export type PageSpill = ReturnType<typeof createPageSpill>;
