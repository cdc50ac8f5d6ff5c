import { createHash } from 'node:crypto';
import { errorMessage } from '@/server/startup-error';
import type { FileStorage } from '@/server/storage/file-storage';
import { imageProcessingError } from './image-decode';
import { neutraliseOriginal, NEUTRALISED_TYPES } from './image-original';

/** A staged upload as the image step sees it: where it is and what was received. */
export interface StagedImage {
  key: string;
  size: number;
  sha256: string;
}

/** The original as it is kept, and its bytes for the variants. */
export interface StoredOriginal {
  key: string;
  size: number;
  /** Of the bytes stored (not necessarily those received). */
  sha256: string;
  /** The received bytes: variants are made from them (not from a lossy copy of a copy). */
  source: Buffer;
}

/** Whether an upload of this type (judged from its bytes) goes through the image pipeline: the rasters libvips decodes. */
export const isProcessedImage = (mime: string) => NEUTRALISED_TYPES.has(mime);

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const stored = await storage.open(key);
  if (!stored) throw imageProcessingError(new Error(`the staged upload ${key} is gone`));
  return Buffer.from(await new Response(stored.stream()).arrayBuffer());
}

/**
 * The staged image's original made safe to keep and serve (image-original.ts): kept as it is
 * when it carried no metadata and no rotation, else stored again, written anew, under a new
 * key, and the staged file removed. A file that will not decode or a bomb throws its 422 with
 * the staged file left for the caller to remove; so is the new one when storing fails.
 */
export async function storeOriginal(storage: FileStorage, staged: StagedImage): Promise<StoredOriginal> {
  const source = await readAll(storage, staged.key);
  const { bytes, changed } = await neutraliseOriginal(source);
  if (!changed) return { key: staged.key, size: staged.size, sha256: staged.sha256, source };
  const { key, size } = await storage.put(new Blob([new Uint8Array(bytes)]).stream(), staged.key.slice(staged.key.lastIndexOf('.') + 1));
  await storage.remove(staged.key).catch((error: unknown) => {
    // The pruner takes a file no row knows once it is old enough.
    console.error(`[media] removing the received ${staged.key} failed:`, errorMessage(error));
  });
  return { key, size, sha256: createHash('sha256').update(bytes).digest('hex'), source };
}
