// Whether a build is older than its sources: `npm start` rebuilds what a pull changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time of a file, or of any file under a folder. */
export function newestMtime(target) {
  if (!statSync(target).isDirectory()) return statSync(target).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  return newest;
}

/** True when `built` (a file the build writes last) is missing or any of `sources` (paths under root) is newer. */
export function isOutdated(root, built, sources) {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.map((source) => path.join(root, source)).filter(existsSync).some((source) => newestMtime(source) > builtAt);
}
