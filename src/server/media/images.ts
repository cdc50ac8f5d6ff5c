import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FileStorage } from '@/server/storage/file-storage';
import { errorMessage } from '@/server/startup-error';
import { decodeImage } from './image-decode';
import { encodePlaceholder, encodeVariants, variantWidths, WIDEST_VARIANT, type EncodedVariant } from './image-variants';
import { imageSlot } from './sharp';

/** A stored variant of an image, as the media row's `variants` lists it. */
export interface ImageVariant {
  width: number;
  height: number;
  key: string;
  mime: string;
  size: number;
}

export interface ProcessedImage {
  /** The source's size, upright. */
  width: number;
  height: number;
  /** The source's type, from its bytes. */
  mime: string;
  /** Several frames (GIF, WebP): the variants and placeholder show the first; only the original moves. */
  animated: boolean;
  /** WebP, narrowest first. */
  variants: ImageVariant[];
  /** A tiny blurred WebP as a `data:` URI (a few hundred bytes). */
  placeholder: string;
}

const streamOf = (bytes: Uint8Array) => new ReadableStream<Uint8Array>({
  start(controller) {
    controller.enqueue(bytes);
    controller.close();
  },
});

/**
 * Stores encoded variants through the storage driver, in order. If one cannot be stored, those
 * stored before it are removed again and the error is thrown: all of them or none.
 */
export async function storeVariants(storage: FileStorage, encoded: readonly EncodedVariant[]): Promise<ImageVariant[]> {
  const stored: ImageVariant[] = [];
  try {
    for (const { width, height, mime, extension, bytes } of encoded) {
      const { key, size } = await storage.put(streamOf(bytes), extension);
      stored.push({ width, height, key, mime, size });
    }
    return stored;
  } catch (error) {
    await removeVariants(storage, stored);
    throw error;
  }
}

/** Deletes variants' files (a failed save, a removed row); a file that will not go is logged, not thrown. */
export async function removeVariants(storage: FileStorage, variants: readonly Pick<ImageVariant, 'key'>[]): Promise<void> {
  await Promise.all(variants.map(({ key }) => storage.remove(key).catch((error: unknown) => {
    console.error(`[media] removing variant ${key} failed:`, errorMessage(error));
  })));
}

/** Every file a media row keeps in its storage: the original and each variant. */
export function storedKeysOf(path: string, variants: readonly Pick<ImageVariant, 'key'>[] | null | undefined): string[] {
  return [path, ...(variants ?? []).map(({ key }) => key)];
}

/**
 * An uploaded raster image made ready for pages: decoded once (upright, in sRGB, no metadata),
 * WebP variants at VARIANT_WIDTHS (never wider than the source) stored through `storage`, and
 * a placeholder. A file given as a path is read by libvips itself; a stream is read whole first
 * (as sharp would), outside the image slots so a slow upload holds none. A file that is no
 * image, a broken one or a bomb throws a translated 422 and leaves no variant stored.
 */
export async function processImage(input: string | Buffer | Readable, storage: FileStorage): Promise<ProcessedImage> {
  const source = typeof input === 'string' || Buffer.isBuffer(input) ? input : await buffer(input);
  const { image, webp, placeholder } = await imageSlot(async () => {
    const image = await decodeImage(source, WIDEST_VARIANT);
    return { image, webp: await encodeVariants(image, variantWidths(image.width), 'webp'), placeholder: await encodePlaceholder(image) };
  });
  return { width: image.width, height: image.height, mime: image.mime, animated: image.animated, variants: await storeVariants(storage, webp), placeholder };
}
