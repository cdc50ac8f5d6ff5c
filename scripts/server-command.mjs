// How the server process is started: by `npm start`, the end-to-end tests and the bench alike.
// server.ts and src/server/config.ts import it, so it is compiled into the server: no paths relative to this file.
import path from 'node:path';

/**
 * V8's old space is capped (MAX_HEAP_MB) because by default V8 sizes it from the machine's
 * memory and lets garbage pile up for a long time under load: a server whose live heap is
 * about 100 MB would otherwise grow past 400 MB resident before collecting. 176 MB leaves the
 * live heap of ~97 MB under renders (Node 24, source maps off) room to render as fast as with
 * 192 MB, about 30 MB smaller at the peak.
 */
export const DEFAULT_MAX_HEAP_MB = 176;

/**
 * The young generation's semi-spaces are pinned too. Node 24's V8 lets them grow to 64 MB each
 * beside that old space, and under page renders it then ran a full collection every ~100 ms,
 * rendering at half Node 20's rate. At 8 MB Node 20 renders as fast as at 16 MB (side by side
 * under item renders) and the server stays about 30 MB smaller; on Node 24, 16 MB saves about 6 %
 * of a render's CPU but peaked at 383–388 MB under a minute of renders, too near the 400 MB target.
 */
export const SEMI_SPACE_MB = 8;

/**
 * The environment the server runs with: glibc's malloc gets two arenas instead of eight per core.
 * zlib and file reads allocate on the thread pool's threads, and every arena keeps its freed
 * memory: with the page cache's tier on disk in use, that was memory the process held for nothing.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}

/** The build the server runs (next.config.ts sets `distDir` from the same variable): several can live side by side, e.g. tmp/next-a. */
export function buildDir(env = process.env) {
  return env.NEXT_DIST_DIR || '.next';
}

/**
 * Where the compiled server lives (scripts/build-server.mjs writes it): SERVER_DIST_DIR, relative
 * to the project, keeps another beside it. It must stay inside the project: its imports of npm
 * packages resolve from the node_modules folder above it.
 */
export function serverDistDir(env = process.env) {
  return env.SERVER_DIST_DIR || path.join('dist', 'server');
}

/** The compiled server.ts that production runs: no TypeScript loader at run time. */
export function serverEntry(root, env = process.env) {
  return path.resolve(root, serverDistDir(env), 'server.mjs');
}

/** The V8 and Node flags the server runs with. */
export function serverNodeFlags(env = process.env) {
  const maxHeapMb = Number(env.MAX_HEAP_MB) || DEFAULT_MAX_HEAP_MB;
  // --expose-gc: large streams free their buffers as they go (src/server/streamed-buffers.ts).
  return [`--max-old-space-size=${maxHeapMb}`, `--max-semi-space-size=${SEMI_SPACE_MB}`, '--expose-gc'];
}

/** The node arguments that run the compiled server. */
export function serverNodeArgs(root, env = process.env) {
  return [...serverNodeFlags(env), serverEntry(root, env)];
}
