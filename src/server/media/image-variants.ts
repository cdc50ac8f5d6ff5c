import type { DecodedImage } from './image-decode';
import { loadSharp } from './sharp';

/** The widths of an image's variants, for `srcset`; a variant is never wider than its source. */
export const VARIANT_WIDTHS = [640, 1280, 1920] as const;
/** What an image is decoded to at most: every variant is scaled down from these pixels. */
export const WIDEST_VARIANT = Math.max(...VARIANT_WIDTHS);

/** The formats variants are made in: WebP during the upload, AVIF in the background afterwards (avif-backfill.ts). */
export const VARIANT_FORMATS = {
  webp: { mime: 'image/webp', extension: 'webp', options: { quality: 80, effort: 4 } },
  // Effort 4 of 9: a 1920 px AVIF in a few seconds on one core, where the default took ~3x as long for a few % fewer bytes.
  avif: { mime: 'image/avif', extension: 'avif', options: { quality: 55, effort: 4 } },
} as const;

export type VariantFormat = keyof typeof VARIANT_FORMATS;

/** The widths a source `sourceWidth` wide gets: those of VARIANT_WIDTHS it reaches, or its own when narrower than all. */
export function variantWidths(sourceWidth: number): number[] {
  const widths = VARIANT_WIDTHS.filter((width) => width <= sourceWidth);
  return widths.length > 0 ? widths : [sourceWidth];
}

export interface EncodedVariant {
  width: number;
  height: number;
  mime: string;
  extension: string;
  bytes: Buffer;
}

/** The decoded pixels as a sharp pipeline; each output is a clone() of it, so none decodes the file again. */
async function pixelsOf(image: DecodedImage) {
  const sharp = await loadSharp();
  return sharp(image.pixels, { raw: image.raw });
}

/** One variant per width in `format`, each scaled from the decoded pixels. */
export async function encodeVariants(image: DecodedImage, widths: readonly number[], format: VariantFormat): Promise<EncodedVariant[]> {
  const pixels = await pixelsOf(image);
  const { mime, extension, options } = VARIANT_FORMATS[format];
  return Promise.all(widths.map(async (width) => {
    const output = pixels.clone().resize({ width, withoutEnlargement: true });
    const { data, info } = await (format === 'webp' ? output.webp(options) : output.avif(options)).toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, mime, extension, bytes: data };
  }));
}

/** Pixels wide of the placeholder: a few hundred bytes, shown stretched and blurred until the image arrives. */
export const PLACEHOLDER_WIDTH = 16;

/** A tiny blurred WebP of the image as a `data:` URI, to put in the page itself. */
export async function encodePlaceholder(image: DecodedImage): Promise<string> {
  const pixels = await pixelsOf(image);
  const bytes = await pixels.clone().resize({ width: PLACEHOLDER_WIDTH }).blur(0.8).webp({ quality: 40, effort: 4 }).toBuffer();
  return `data:image/webp;base64,${bytes.toString('base64')}`;
}
