// How the server process is started: by `npm start`, the end-to-end tests and the bench alike.
import path from 'node:path';

/**
 * V8's old space is capped (MAX_HEAP_MB) because by default V8 sizes it from the machine's
 * memory and lets garbage pile up for a long time under load: a server whose live heap is
 * about 100 MB would otherwise grow past 400 MB resident before collecting.
 */
export const DEFAULT_MAX_HEAP_MB = 192;

/** The node arguments that run server.ts. */
export function serverNodeArgs(root, env = process.env) {
  const maxHeapMb = Number(env.MAX_HEAP_MB) || DEFAULT_MAX_HEAP_MB;
  return [`--max-old-space-size=${maxHeapMb}`, '--import', 'tsx', path.join(root, 'server.ts')];
}
