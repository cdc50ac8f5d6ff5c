import pLimit from 'p-limit';
import { lazyImport } from '@/server/lazy-import';

/** sharp and libvips take ~150 ms to load: only on the first image, not at start. */
export const loadSharp = lazyImport(async () => {
  const sharp = (await import('sharp')).default;
  // Every upload is a new image: libvips' operation cache would only hold memory.
  sharp.cache(false);
  return sharp;
});

/**
 * Images decoded and encoded at once in this process (uploads and the AVIF job alike); the rest
 * wait their turn. Measured with bench/images.ts on one core: a 24-megapixel JPEG takes ~0.65 s
 * of CPU and five in a row peaked 125 MB above the idle process (much of it input and pixel
 * buffers waiting for the collector); four arriving together peaked at 132 MB one at a time,
 * where two at a time took 141 MB in no less time. The cluster runs a worker per core, so one
 * each keeps every core busy and the server under its 400 MB (docs/performance.md).
 */
export const IMAGE_SLOTS = 1;
export const imageSlot = pLimit(IMAGE_SLOTS);
