import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where Next's own standalone server hands a production server the configuration its build resolved. */
const BUILT_CONFIG_ENV = '__NEXT_PRIVATE_STANDALONE_CONFIG';

/**
 * Runs the production server on the configuration `next build` resolved (the `config` of the
 * build's required-server-files.json), as Next's standalone server does, instead of loading
 * next.config.ts again. That load compiles the file with Next's native SWC and runs the
 * next-intl plugin, whose build-time message compiler brings @swc/core and a file watcher:
 * three native libraries, about 50 MB resident, that a running server never uses.
 * Without a build there is nothing to read, and Next reports the missing build itself.
 */
export function adoptBuiltNextConfig(distDir: string): void {
  const file = path.join(distDir, 'required-server-files.json');
  if (!existsSync(file)) return;
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as { config: Record<string, unknown> };
  process.env[BUILT_CONFIG_ENV] = JSON.stringify(config);
}
