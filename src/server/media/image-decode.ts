import type { Metadata } from 'sharp';
import { ApiError, fieldError } from '@/server/services/api-error';
import { IMAGE_DIMENSION_LIMITS, imageDimensionsAllowed } from '@/server/services/dashboard/upload-rules';
import { loadSharp } from './sharp';

/** The formats decoded here, by sharp's name, with the MIME type each is stored as. SVG (script), PDF and the rest of libvips' loaders never are. */
const DECODED_FORMATS: Partial<Record<keyof import('sharp').FormatEnum, (metadata: Metadata) => string>> = {
  jpeg: () => 'image/jpeg',
  png: () => 'image/png',
  webp: () => 'image/webp',
  gif: () => 'image/gif',
  tiff: () => 'image/tiff',
  heif: (metadata) => (metadata.compression === 'av1' ? 'image/avif' : 'image/heic'),
};

/** An image decoded once: its pixels, from which every variant is made. */
export interface DecodedImage {
  /** The source's size, upright (its EXIF orientation applied). */
  width: number;
  height: number;
  /** What the source is, from its bytes. */
  mime: string;
  /** A GIF or WebP of several frames: only the first is decoded. */
  animated: boolean;
  /** The first frame, upright, in sRGB with 8 bits a channel, scaled down to at most the `maxWidth` asked for; nothing else of the file. */
  pixels: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** The one error of a file that is no image we decode, or a broken one (truncated, corrupt): 422 "image processing error". */
export const imageProcessingError = (cause?: unknown) => new ApiError(422, 'image_processing_error', undefined, { cause });

/**
 * Decodes an image once. Its header is read first and an image declaring more than
 * IMAGE_DIMENSION_LIMITS (a decompression bomb) is refused before a pixel is decoded; JPEGs
 * decode already shrunk toward `maxWidth` (libjpeg's shrink-on-load). Metadata (EXIF, GPS, XMP,
 * ICC) never reaches the pixels: colours are converted to sRGB (CMYK too) and the rest dropped.
 */
export async function decodeImage(input: string | Buffer, maxWidth: number): Promise<DecodedImage> {
  const sharp = await loadSharp();
  // The header alone, read without sharp's own pixel limit so that a bomb is told apart from a broken file.
  const metadata = await sharp(input, { limitInputPixels: false }).metadata().catch((error: unknown) => {
    throw imageProcessingError(error);
  });
  const mimeOf = metadata.format ? DECODED_FORMATS[metadata.format] : undefined;
  if (!mimeOf) throw imageProcessingError();
  if (!imageDimensionsAllowed(metadata.width, metadata.height)) throw fieldError('file', 'image_dimensions_too_large');
  try {
    // failOn 'warning' (sharp's advice for untrusted input): truncated and corrupt pixel data (a
    // bad Huffman code is only a warning to libjpeg) is refused, not decoded as grey or noise.
    const { data, info } = await sharp(input, { limitInputPixels: IMAGE_DIMENSION_LIMITS.pixels, failOn: 'warning', autoOrient: true, animated: false })
      .resize({ width: maxWidth, withoutEnlargement: true })
      .toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    return {
      ...metadata.autoOrient,
      mime: mimeOf(metadata),
      animated: (metadata.pages ?? 1) > 1,
      pixels: data,
      raw: { width: info.width, height: info.height, channels: info.channels },
    };
  } catch (error) {
    throw imageProcessingError(error);
  }
}
