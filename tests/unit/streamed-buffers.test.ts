import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectingPassThrough, COLLECT_EVERY_BYTES, streamedBufferCollector } from '@/server/streamed-buffers';

const MB = 1024 ** 2;
const withGc = (gc: unknown) => vi.stubGlobal('gc', gc);

afterEach(() => vi.unstubAllGlobals());

describe('streamed buffers are collected as they go', () => {
  it('asks for one young-generation collection per 16 MB streamed, not per chunk', () => {
    const gc = vi.fn();
    withGc(gc);
    const streamed = streamedBufferCollector();
    for (let i = 0; i < 1024; i++) streamed(64 * 1024); // 64 MB in socket-sized chunks
    expect(COLLECT_EVERY_BYTES).toBe(16 * MB);
    expect(gc).toHaveBeenCalledTimes(4);
    expect(gc).toHaveBeenCalledWith({ type: 'minor' });
  });

  it('does nothing where the process may not collect (no --expose-gc)', () => {
    withGc(undefined);
    expect(() => streamedBufferCollector(1)(10 * MB)).not.toThrow();
  });

  it('passes every byte through unchanged, in order, while counting', async () => {
    const gc = vi.fn();
    withGc(gc);
    const chunks = Array.from({ length: 40 }, (_, i) => Buffer.alloc(1000, i));
    const out: Buffer[] = [];
    await pipeline(Readable.from(chunks), collectingPassThrough(10_000), async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) out.push(chunk);
    });
    expect(Buffer.concat(out).equals(Buffer.concat(chunks))).toBe(true);
    expect(gc).toHaveBeenCalledTimes(4);
  });
});
