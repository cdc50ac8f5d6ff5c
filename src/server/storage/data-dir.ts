import fs from 'node:fs';
import { errorMessage, StartupError } from '@/server/startup-error';

/** The data directory holds the database, secrets and uploads: only its owner may enter it. */
export const DATA_DIR_MODE = 0o700;

/**
 * Creates DATA_DIR (mode 0700) or tightens an existing one of ours to 0700, and checks that it
 * can be written; else a StartupError naming DATA_DIR.
 */
export function prepareDataDir(directory: string): void {
  try {
    fs.mkdirSync(directory, { recursive: true, mode: DATA_DIR_MODE });
    const stat = fs.statSync(directory);
    if (!stat.isDirectory()) throw new Error('it is not a directory');
    if (stat.mode & 0o077 && stat.uid === process.getuid?.()) fs.chmodSync(directory, DATA_DIR_MODE);
    fs.accessSync(directory, fs.constants.W_OK);
  } catch (error) {
    throw new StartupError(`The data directory ${directory} cannot be used (DATA_DIR): ${errorMessage(error)}`, { cause: error });
  }
}
