import type { Metadata, Sharp } from 'sharp';
import { fieldError } from '@/server/services/api-error';
import { IMAGE_DIMENSION_LIMITS, imageDimensionsAllowed } from '@/server/services/dashboard/upload-rules';
import { imageProcessingError } from './image-decode';
import { loadSharp } from './sharp';

/**
 * How an original is written again in its own format once what it carries is taken out.
 * Lossy formats at a high quality (the original is what a download gives); HEIC's encoder
 * (HEVC) is not in libvips' build, and neither is its decoder, so it is refused as undecodable.
 */
const REENCODERS: Partial<Record<keyof import('sharp').FormatEnum, (pipeline: Sharp, metadata: Metadata) => Sharp | null>> = {
  jpeg: (pipeline) => pipeline.jpeg({ quality: 92 }),
  png: (pipeline) => pipeline.png(),
  webp: (pipeline) => pipeline.webp({ quality: 92 }),
  gif: (pipeline) => pipeline.gif(),
  tiff: (pipeline) => pipeline.tiff({ compression: 'lzw' }),
  heif: (pipeline, metadata) => (metadata.compression === 'av1' ? pipeline.avif({ quality: 80 }) : null),
};

/** The types handled here (as the upload judged them from the bytes): rasters libvips decodes. */
export const NEUTRALISED_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/tiff', 'image/avif', 'image/heic', 'image/heif']);

/** What tells about a picture's camera, place, owner or software, or turns it: anything of it means the original is written again. */
function carriesMetadata(metadata: Metadata): boolean {
  return Boolean(metadata.exif || metadata.xmp || metadata.iptc || metadata.tifftagPhotoshop || metadata.comments?.length)
    || (metadata.orientation ?? 1) !== 1;
}

export interface NeutralisedOriginal {
  /** The bytes to store: the source itself when it carried nothing, else written again. */
  bytes: Buffer;
  changed: boolean;
}

/**
 * An uploaded image's original as it may be stored and served: upright (its EXIF orientation
 * applied to the pixels) and without EXIF, GPS, XMP, IPTC or comments, in its own format. A file
 * carrying none of these is kept byte for byte (a lossy original is not encoded twice for
 * nothing). One written again is converted to sRGB by its ICC profile, which then goes too: the
 * colours stay as they were and no profile is needed. Animated GIF and WebP keep their frames.
 * A bomb is refused by its header; a file that will not decode throws the 422 "image processing error".
 */
export async function neutraliseOriginal(source: Buffer): Promise<NeutralisedOriginal> {
  const sharp = await loadSharp();
  const metadata = await sharp(source, { limitInputPixels: false }).metadata().catch((error: unknown) => {
    throw imageProcessingError(error);
  });
  if (!imageDimensionsAllowed(metadata.width, metadata.height)) throw fieldError('file', 'image_dimensions_too_large');
  const reencode = metadata.format ? REENCODERS[metadata.format] : undefined;
  if (!reencode) throw imageProcessingError();
  if (!carriesMetadata(metadata)) return { bytes: source, changed: false };
  const animated = (metadata.pages ?? 1) > 1;
  const pipeline = reencode(sharp(source, { limitInputPixels: IMAGE_DIMENSION_LIMITS.pixels, failOn: 'warning', autoOrient: true, animated }), metadata);
  if (!pipeline) throw imageProcessingError();
  try {
    return { bytes: await pipeline.toBuffer(), changed: true };
  } catch (error) {
    throw imageProcessingError(error);
  }
}
