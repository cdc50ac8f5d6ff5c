/**
 * The server's entry: `npm start` runs it compiled, `npm run dev` through tsx. With several cores
 * (WEB_CONCURRENCY, by default one per core) it is the primary of that many workers, each of which
 * runs this file again and serves the site; with one, or in development, it serves the site itself.
 */
import cluster from 'node:cluster';
import nodeModule from 'node:module';
import { workerCount } from './src/server/cluster/concurrency';
import { StartupError } from './src/server/startup-error';

async function main() {
  const dev = process.argv.includes('--dev');
  // V8's compiled code of the server's modules kept on disk (in the system's temporary folder):
  // a start then skips most of the compiling, about a tenth of it.
  // (Node 22 and later; the development server may run on Node 20.)
  if (!dev) (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  const count = dev || cluster.isWorker ? 1 : workerCount();
  if (count > 1) return (await import('./src/server/cluster/primary')).runPrimary({ count });
  return (await import('./src/server/serve-site')).serveSite({ dev });
}

main().catch((error) => {
  // A known cause is one line naming the variable to fix; anything else keeps its stack.
  console.error('[server] failed to start:', error instanceof StartupError ? error.message : error);
  process.exit(1);
});
