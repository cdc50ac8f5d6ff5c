import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { MediaItem } from '@/shared/api/media';
import type { TestContext } from './test-context';

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A data directory of a test file's own (DATA_DIR): what lands on its disk is that file's alone to count. */
export const ownDataDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `polyglot-${name}-`));

/** What lands in a data directory's uploads, by name (none when it does not exist yet). */
export function uploadsIn(dataDir: string): string[] {
  const directory = path.join(dataDir, 'uploads');
  return fs.existsSync(directory) ? fs.readdirSync(directory).sort() : [];
}

/** One file sent to the library's multipart POST as `name`, its messages in `language`. */
export function uploadToLibrary(t: TestContext, token: string, bytes: Uint8Array, { name, language = 'en' }: { name: string; language?: string }) {
  const form = new FormData();
  form.append('file', new File([bytes as BlobPart], name));
  return t.callJson<{ files: { duplicate: boolean; item: MediaItem }[] }>('/api/dashboard/media', {
    method: 'POST', body: form, token, headers: { 'x-language': language },
  });
}

/** The new item of one file the library takes (201). */
export async function uploadedToLibrary(t: TestContext, token: string, bytes: Uint8Array, name: string): Promise<MediaItem> {
  const { res, body } = await uploadToLibrary(t, token, bytes, { name });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data!.files[0].item;
}
