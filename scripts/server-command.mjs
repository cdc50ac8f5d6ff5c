// How the server process is started: by `npm start`, the end-to-end tests and the bench alike.
import path from 'node:path';

/**
 * V8's old space is capped (MAX_HEAP_MB) because by default V8 sizes it from the machine's
 * memory and lets garbage pile up for a long time under load: a server whose live heap is
 * about 100 MB would otherwise grow past 400 MB resident before collecting.
 */
export const DEFAULT_MAX_HEAP_MB = 192;

/**
 * The young generation's semi-spaces are pinned too: Node 24's V8 lets them grow to 64 MB each
 * beside that old space (a 384 MB heap limit against Node 20's 240), and under page renders it
 * then ran a full collection every ~100 ms, rendering at half Node 20's rate; at 16 MB, the size
 * Node 20 uses, both lines have the same 240 MB limit and Node 24 renders at least as fast as Node 20.
 */
export const SEMI_SPACE_MB = 16;

/** The build the server runs (next.config.ts sets `distDir` from the same variable): several can live side by side, e.g. tmp/next-a. */
export function buildDir(env = process.env) {
  return env.NEXT_DIST_DIR || '.next';
}

/** The node arguments that run server.ts. */
export function serverNodeArgs(root, env = process.env) {
  const maxHeapMb = Number(env.MAX_HEAP_MB) || DEFAULT_MAX_HEAP_MB;
  return [`--max-old-space-size=${maxHeapMb}`, `--max-semi-space-size=${SEMI_SPACE_MB}`, '--import', 'tsx', path.join(root, 'server.ts')];
}
