import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { neutraliseOriginal } from '@/server/media/image-original';
import { isApiError } from '@/server/services/api-error';
import { pngBomb, twoToneJpeg } from '../helpers/images';

const GPS = { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 19/1 4500/100', GPSLongitudeRef: 'E', GPSLongitude: '18/1 4/1 1200/100' } };
const refusal = (work: Promise<unknown>) => work.then(() => null, (error: unknown) => (isApiError(error) ? `${error.status} ${error.messageKey}` : String(error)));

describe('neutraliseOriginal', () => {
  it('keeps an image without metadata byte for byte', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } }).png().toBuffer();
    const result = await neutraliseOriginal(png);
    expect(result.changed).toBe(false);
    expect(result.bytes).toBe(png);
  });

  it('writes a JPEG with orientation 6 and GPS again upright, still a JPEG, without EXIF', async () => {
    const jpeg = await (await twoToneJpeg(300, 200)).withMetadata({ orientation: 6 }).withExif(GPS).toBuffer();
    const { bytes, changed } = await neutraliseOriginal(jpeg);
    expect(changed).toBe(true);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // The source's left half (red) is the upright image's top.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(at(100, 40)[0]).toBeGreaterThan(200);
    expect(at(100, 260)[2]).toBeGreaterThan(200);
  });

  it('keeps every frame of an animated WebP whose EXIF it drops', async () => {
    const frames = await Promise.all(['#c00', '#0a0', '#00c'].map((colour) => sharp({ create: { width: 10, height: 10, channels: 3, background: colour } }).png().toBuffer()));
    const webp = await sharp(frames, { join: { animated: true } }).webp().withExif(GPS).toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeDefined();
    const { bytes, changed } = await neutraliseOriginal(webp);
    expect(changed).toBe(true);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', pages: 3, width: 10 });
    expect(metadata.exif).toBeUndefined();
  });

  it('refuses a bomb by its header and a file that is no image we decode', async () => {
    expect(await refusal(neutraliseOriginal(pngBomb()))).toBe('422 validation_failed');
    expect(await refusal(neutraliseOriginal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBe('422 image_processing_error');
    expect(await refusal(neutraliseOriginal(Buffer.from('not an image at all')))).toBe('422 image_processing_error');
  });
});
