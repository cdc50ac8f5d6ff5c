// Compiles server.ts and what it imports from src/ and scripts/ into one ESM bundle (esbuild), so
// production runs JavaScript and no TypeScript loader. The plain JavaScript packages the server loads
// at start are compiled in too (BUNDLED); the others stay imports from node_modules.
// Run directly (`node scripts/build-server.mjs`), it compiles into serverDistDir().
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { isOutdated } from './build-freshness.mjs';
import { serverDistDir, serverEntry } from './server-command.mjs';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** What the compiled server is made from: when any is newer than it, it is compiled again. */
export const SERVER_SOURCES = ['server.ts', 'src', 'scripts', 'package-lock.json', 'tsconfig.json'];

/**
 * Packages compiled into the bundle: plain JavaScript the server loads at start, read by Node file by
 * file otherwise (kysely alone is about 500 files): loading them took most of a start's 1.3 s. The
 * rest stays external: native code (sharp, the SQLite and argon2 bindings), what Next.js must share
 * with its own build (next, react, next-intl), and what loads only on use.
 */
const BUNDLED = [
  'kysely', 'zod', 'hono', '@hono/node-server', '@hono/zod-openapi', 'arctic', '@iconify/utils', 'rate-limiter-flexible',
  'image-size', 'file-type', 'nodemailer', '@tus/server', '@tus/file-store', 'basic-ftp', 'csv-stringify', 'ipaddr.js',
  'ua-parser-js', 'busboy', 'p-limit', 'sanitize-html',
];

/** Every dependency but the bundled ones, with its subpaths: left for Node to load. */
function externalPackages(root) {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return Object.keys(dependencies).filter((name) => !BUNDLED.includes(name)).flatMap((name) => [name, `${name}/*`]);
}

/**
 * Node resolves a bare `next/server` only with its `.js`: `next` has no exports map. Our code's such
 * imports get it here, and next-intl's middleware, whose ESM build imports `next/server` bare (tsx
 * resolved it), is compiled in so that its import gets it too.
 */
function nodeResolvable(root) {
  const resolveFromRoot = createRequire(path.join(root, 'package.json')).resolve;
  return {
    name: 'node-resolvable',
    setup(build) {
      build.onResolve({ filter: /^next\/[\w-]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }));
      build.onResolve({ filter: /^next-intl\/middleware$/ }, (args) => ({ path: resolveFromRoot(args.path) }));
    },
  };
}

/** Writes a file by renaming a finished copy into place: a server starting meanwhile never reads half of it. */
function writeWhole(file, contents) {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

/** Compiles the server into `outDir` (relative to root); returns the entry's path and the npm imports left to Node. */
export async function buildServer({ root = projectRoot, outDir = serverDistDir() } = {}) {
  const outdir = path.resolve(root, outDir);
  const result = await build({
    absWorkingDir: root,
    entryPoints: { server: 'server.ts' },
    bundle: true,
    external: externalPackages(root),
    // CommonJS packages compiled in call require() for Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    platform: 'node',
    target: 'node24',
    format: 'esm',
    // Dynamic import() of our own modules (the mail templates) stays a chunk loaded on first use.
    splitting: true,
    outdir,
    outExtension: { '.js': '.mjs' },
    jsx: 'automatic',
    // Bundling renames clashing top-level names; classes and functions keep theirs for logs and stacks.
    keepNames: true,
    sourcemap: 'linked',
    plugins: [nodeResolvable(root)],
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(outdir, { recursive: true });
  const entry = path.join(outdir, 'server.mjs');
  // The entry last: its time is the build's (isOutdated), and when it is there its chunks are too.
  const files = result.outputFiles.sort((a, b) => Number(a.path === entry) - Number(b.path === entry));
  for (const file of files) writeWhole(file.path, file.contents);
  // Chunks of an earlier build go (a chunk's name carries a hash of its contents).
  const written = new Set(files.map((file) => path.basename(file.path)));
  for (const name of readdirSync(outdir)) {
    if (!written.has(name) && /\.mjs(\.map)?$/.test(name)) rmSync(path.join(outdir, name), { force: true });
  }
  const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path));
  return { entry, packageImports: [...new Set(imports)].filter((name) => !name.startsWith('node:')).sort() };
}

/** Compiles the server when it is missing or older than its sources; true when it did. */
export async function buildServerIfOutdated({ root = projectRoot, env = process.env } = {}) {
  if (!isOutdated(root, serverEntry(root, env), SERVER_SOURCES)) return false;
  await buildServer({ root, outDir: serverDistDir(env) });
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const startedAt = performance.now();
  const { entry } = await buildServer();
  console.log(`[build] server compiled to ${path.relative(projectRoot, entry)} in ${Math.round(performance.now() - startedAt)} ms`);
}
