import { Transform } from 'node:stream';

/** Bytes streamed between two young-generation collections. */
export const COLLECT_EVERY_BYTES = 16 * 1024 ** 2;

type CollectGarbage = (options: { type: 'minor' | 'major' }) => void;

/**
 * Every read from a socket or a file hands over a fresh buffer, which V8 counts as external
 * memory and frees only at a collection; it starts one for external memory after some 64 MB of
 * it, and a large upload streams that much in a second. A server taking a 2 GB resumable upload
 * held 50-100 MB of dead buffers at a time. With `--expose-gc` (scripts/server-command.mjs), a
 * young-generation collection after every `everyBytes` streamed frees them at about a millisecond
 * each. Without it (tests in one process, a server started otherwise) nothing is collected early.
 */
export function streamedBufferCollector(everyBytes = COLLECT_EVERY_BYTES): (bytes: number) => void {
  const collect = (globalThis as { gc?: CollectGarbage }).gc;
  if (!collect) return () => undefined;
  let since = 0;
  return (bytes) => {
    since += bytes;
    if (since < everyBytes) return;
    since = 0;
    collect({ type: 'minor' });
  };
}

/** A pass-through that counts what streams through it into a `streamedBufferCollector`. */
export function collectingPassThrough(everyBytes = COLLECT_EVERY_BYTES): Transform {
  const streamed = streamedBufferCollector(everyBytes);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      streamed(chunk.length);
      done(null, chunk);
    },
  });
}
