import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translate } from '@/server/i18n/translate';
import { decodeImage } from '@/server/media/image-decode';
import { encodeVariants, variantWidths, WIDEST_VARIANT } from '@/server/media/image-variants';
import { processImage, type ProcessedImage } from '@/server/media/images';
import { isApiError, ValidationError } from '@/server/services/api-error';
import type { FileStorage } from '@/server/storage/file-storage';
import { createLocalFileStorage } from '@/server/storage/local-file-storage';
import { pngBomb, twoToneJpeg } from '../helpers/images';

let scratch: string;
let storage: FileStorage;
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'polyglot-images-'));
  storage = createLocalFileStorage(scratch);
});
afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys;
}

async function bytesOf(key: string): Promise<Buffer> {
  const file = await storage.open(key);
  return Buffer.from(await new Response(file!.stream()).arrayBuffer());
}

/** The processing error every refused file gets: 422, "image processing error" in each language. */
async function expectProcessingError(work: Promise<unknown>) {
  const error = await work.then(() => null, (caught: unknown) => caught);
  expect(isApiError(error) && error.status === 422 && error.messageKey === 'image_processing_error').toBe(true);
  expect(await storedKeys()).toEqual([]);
}

describe('processImage', () => {
  it('turns a JPEG upright by its EXIF orientation (6: rotated 90° clockwise) and stores WebP at 640, 1280 and 1920 px', async () => {
    const jpeg = await (await twoToneJpeg(3000, 2000)).withMetadata({ orientation: 6 }).toBuffer();
    const image = await processImage(Readable.from([jpeg]), storage);
    expect(image).toMatchObject({ width: 2000, height: 3000, mime: 'image/jpeg', animated: false });
    expect(image.variants.map(({ width, height, mime }) => ({ width, height, mime }))).toEqual([
      { width: 640, height: 960, mime: 'image/webp' },
      { width: 1280, height: 1920, mime: 'image/webp' },
      { width: 1920, height: 2880, mime: 'image/webp' },
    ]);
    // The source's left half (red) is the upright image's top.
    const { data } = await sharp(await bytesOf(image.variants[0].key)).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 640 + x) * 3, (y * 640 + x) * 3 + 3)];
    expect(at(320, 100)[0]).toBeGreaterThan(200);
    expect(at(320, 860)[2]).toBeGreaterThan(200);
    expect((await sharp(await bytesOf(image.variants[0].key)).metadata()).orientation).toBeUndefined();
  });

  it('records each variant as stored: its key, type and size', async () => {
    const image = await processImage(Readable.from([await (await twoToneJpeg(1400, 700)).toBuffer()]), storage);
    expect(new Set(await storedKeys())).toEqual(new Set(image.variants.map(({ key }) => key)));
    for (const variant of image.variants) {
      expect(variant.key).toMatch(/^[0-9a-f]{32}\.webp$/);
      expect(variant.size).toBe((await bytesOf(variant.key)).length);
      expect((await sharp(await bytesOf(variant.key)).metadata()).format).toBe('webp');
    }
  });

  it('strips EXIF (GPS included), XMP and ICC profiles from every output, converting the colours to sRGB', async () => {
    const jpeg = await (await twoToneJpeg(800, 600))
      .withExif({ IFD0: { Make: 'Camera', Model: 'X' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 19/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '18/1 4/1 0/1' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .withIccProfile('p3')
      .toBuffer();
    const source = await sharp(jpeg).metadata();
    expect(source.exif?.includes(Buffer.from('Camera'))).toBe(true);
    expect(source.xmp).toBeDefined();
    expect(source.icc).toBeDefined();

    const image = await processImage(Readable.from([jpeg]), storage);
    expect(image.variants.map(({ width }) => width)).toEqual([640]);
    const outputs = [await bytesOf(image.variants[0].key), Buffer.from(image.placeholder.split(',')[1], 'base64')];
    for (const output of outputs) {
      const metadata = await sharp(output).metadata();
      expect(metadata).toMatchObject({ format: 'webp', space: 'srgb' });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(output.includes(Buffer.from('Camera'))).toBe(false);
    }
  });

  it('never makes a variant wider than its source: one at its own width below 640 px', async () => {
    expect(variantWidths(5000)).toEqual([640, 1280, 1920]);
    expect(variantWidths(1920)).toEqual([640, 1280, 1920]);
    expect(variantWidths(1919)).toEqual([640, 1280]);
    expect(variantWidths(640)).toEqual([640]);
    expect(variantWidths(300)).toEqual([300]);
    const small = await processImage(Readable.from([await sharp({ create: { width: 300, height: 120, channels: 3, background: '#888' } }).png().toBuffer()]), storage);
    expect(small.variants.map(({ width, height }) => [width, height])).toEqual([[300, 120]]);
    const wide = await processImage(Readable.from([await (await twoToneJpeg(1500, 100)).toBuffer()]), storage);
    expect(wide.variants.map(({ width }) => width)).toEqual([640, 1280]);
  });

  it('makes every variant from the pixels of one decode, not from the file', async () => {
    const file = path.join(scratch, 'source.jpg');
    await (await twoToneJpeg(2400, 1600)).toFile(file);
    // decodeImage is the only reader of the file: once it has the pixels, the file may go.
    const decoded = await decodeImage(file, WIDEST_VARIANT);
    fs.rmSync(file);
    expect(decoded.raw).toEqual({ width: 1920, height: 1280, channels: 3 });
    const variants = await encodeVariants(decoded, variantWidths(decoded.width), 'webp');
    expect(variants.map(({ width, height }) => [width, height])).toEqual([[640, 427], [1280, 853], [1920, 1280]]);
  });

  it('accepts a file path, read by libvips itself', async () => {
    const file = path.join(scratch, 'source.png');
    await sharp({ create: { width: 700, height: 350, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } }).png().toFile(file);
    const image = await processImage(file, storage);
    expect(image).toMatchObject({ width: 700, height: 350, mime: 'image/png' });
    expect((await sharp(await bytesOf(image.variants[0].key)).metadata()).hasAlpha).toBe(true);
  });

  it('gives a blurred placeholder under 1 KB as a data: URI', async () => {
    const image = await processImage(Readable.from([await (await twoToneJpeg(800, 600)).toBuffer()]), storage);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(image.placeholder.length).toBeLessThan(1024);
    expect(await sharp(Buffer.from(image.placeholder.split(',')[1], 'base64')).metadata()).toMatchObject({ width: 16, height: 12 });
  });

  it('refuses a 256-megapixel PNG bomb of a few KB from its header, before decoding, in well under a second', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1024 ** 2);
    const started = performance.now();
    const error = await processImage(Readable.from([bomb]), storage).catch((caught: unknown) => caught);
    const took = performance.now() - started;
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).zodError.issues[0]).toMatchObject({ path: ['file'], message: 'validation.image_dimensions_too_large' });
    // Decoding it would take seconds and 768 MB; the bench measures the real figure (< 50 ms).
    expect(took).toBeLessThan(1000);
    expect(await storedKeys()).toEqual([]);
  });

  it('refuses a truncated JPEG, a corrupt one, a file that is no image and an SVG with the image processing error', async () => {
    const jpeg = await (await twoToneJpeg(1200, 800)).toBuffer();
    await expectProcessingError(processImage(Readable.from([jpeg.subarray(0, Math.floor(jpeg.length / 2))]), storage));
    const corrupt = Buffer.from(jpeg);
    corrupt.fill(0x55, 700, 4000);
    await expectProcessingError(processImage(Readable.from([corrupt]), storage));
    await expectProcessingError(processImage(Readable.from([Buffer.from('GIF89a, or is it?')]), storage));
    await expectProcessingError(processImage(Readable.from([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')]), storage));
    expect(new Set(['en', 'sv', 'tr'].map((locale) => translate(locale as 'en', 'api.image_processing_error'))).size).toBe(3);
  });

  it('converts a CMYK JPEG to sRGB', async () => {
    const cmyk = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#00a000' } }).toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const image = await processImage(Readable.from([cmyk]), storage);
    expect(image.mime).toBe('image/jpeg');
    const { data, info } = await sharp(await bytesOf(image.variants[0].key)).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    const [r, g, b] = data;
    expect(g).toBeGreaterThan(120);
    expect(Math.max(r, b)).toBeLessThan(g - 60);
  });

  it('reads a 16-bit PNG with alpha into 8-bit WebP that keeps the alpha', async () => {
    const png16 = await sharp({ create: { width: 800, height: 400, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } }).toColourspace('rgb16').png().toBuffer();
    expect((await sharp(png16).metadata()).depth).toBe('ushort');
    const image = await processImage(Readable.from([png16]), storage);
    const { data, info } = await sharp(await bytesOf(image.variants[0].key)).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ channels: 4, depth: 'uchar' });
    expect(data[0]).toBeGreaterThan(180);
    expect(data[3]).toBeGreaterThan(110);
    expect(data[3]).toBeLessThan(145);
  });

  it('makes the variants of an animated GIF from its first frame and says it is animated', async () => {
    const frames = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map((colour) => sharp({ create: { width: 200, height: 100, channels: 3, background: colour } }).png().toBuffer()));
    const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const image: ProcessedImage = await processImage(Readable.from([gif]), storage);
    expect(image).toMatchObject({ width: 200, height: 100, mime: 'image/gif', animated: true });
    const variant = await bytesOf(image.variants[0].key);
    expect((await sharp(variant).metadata()).pages).toBeUndefined();
    const { data } = await sharp(variant).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(50);
  });

  it('leaves no variant behind when the storage fails part of the way', async () => {
    let puts = 0;
    const failing: FileStorage = {
      ...storage,
      put: async (content, extension) => {
        if (++puts === 2) throw new Error('disk full');
        return storage.put(content, extension);
      },
    };
    const jpeg = await (await twoToneJpeg(2000, 1000)).toBuffer();
    await expect(processImage(Readable.from([jpeg]), failing)).rejects.toThrow('disk full');
    expect(puts).toBe(2);
    expect(await storedKeys()).toEqual([]);
  });
});
