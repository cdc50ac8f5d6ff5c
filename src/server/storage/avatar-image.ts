import pLimit from 'p-limit';
import { lazyImport } from '@/server/lazy-import';

/** sharp and libvips take ~150 ms to load: only on the first upload, not at start. */
const loadSharp = lazyImport(async () => {
  const sharp = (await import('sharp')).default;
  // Every avatar is a new image: libvips' operation cache would only hold memory.
  sharp.cache(false);
  return sharp;
});

/**
 * Decodes at once in the whole process. A 4096×4096 image takes 64 MB decoded; parallel
 * uploads once took the process to ~600 MB. The rest wait their turn.
 */
export const AVATAR_DECODE_CONCURRENCY = 2;
const decodeSlots = pLimit(AVATAR_DECODE_CONCURRENCY);

/** Avatars are stored at most this wide and high. */
export const AVATAR_MAX_SIDE = 512;
/** Decoding stops above this many pixels: a small file can announce a huge image. */
const MAX_INPUT_PIXELS = 4096 * 4096;

/**
 * Decodes an uploaded image and encodes it again as WebP: turned upright by its EXIF
 * orientation, scaled to fit AVATAR_MAX_SIDE, first frame only, and with no metadata left
 * (location, camera, comments) and nothing from the original file but its pixels.
 * Null when the file does not decode as an image.
 */
export function reencodeAvatar(bytes: Uint8Array): Promise<Uint8Array | null> {
  return decodeSlots(() => reencode(bytes));
}

async function reencode(bytes: Uint8Array): Promise<Uint8Array | null> {
  const sharp = await loadSharp();
  try {
    const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: AVATAR_MAX_SIDE, height: AVATAR_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    return null;
  }
}
