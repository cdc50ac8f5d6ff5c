import { PassThrough, pipeline, Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Client, FTPError } from 'basic-ftp';
import { ApiError } from '@/server/services/api-error';
import { errorMessage } from '@/server/startup-error';
import { newUploadKey, partialName, PARTIAL_NAME_PATTERN, UPLOAD_KEY_PATTERN, uploadUrl, type ByteRange, type FileStorage, type ListedFile } from './file-storage';
import { openFtpSession, type FtpOptions } from './ftp';

/** The name `media.storage` carries for files kept on the FTP server. */
export const FTP_STORAGE = 'ftp';

/** How long an FTP connection may stay silent (connecting, a reply, a transfer) before the operation fails (FTP_TIMEOUT_MS's default). */
export const FTP_STORAGE_TIMEOUT_MS = 15_000;

export interface FtpFileStorageOptions {
  /** The saved FTP settings, read for each operation (a settings change counts at once); null when incomplete. */
  connection(): Promise<FtpOptions | null>;
  /** The checked address to connect to for the host (resolveConnectionTarget); throws when it may not be used. */
  resolve(host: string): Promise<string>;
  /** See FTP_STORAGE_TIMEOUT_MS. */
  timeoutMs?: number;
}

type Failure = 'file_save_error' | 'service_unavailable';
const WRITE_FAILURE: Failure = 'file_save_error';
const READ_FAILURE: Failure = 'service_unavailable';

/** 550: no such file (SIZE, DELE and RETR of a missing name). */
const NOT_FOUND = 550;

/**
 * Files on the FTP server of the settings, one file per key in the login's working directory.
 * Each operation is its own connection with an inactivity timeout (no pool to go stale while
 * the settings change). Whatever fails talking to the server is a 503 (the server's words only
 * in the log): "a problem while saving the files" for a write, which is made under a temporary
 * name, renamed once complete, and whose temporary file is removed when it fails.
 */
export function createFtpFileStorage({ connection, resolve, timeoutMs = FTP_STORAGE_TIMEOUT_MS }: FtpFileStorageOptions): FileStorage {
  /** The 503 a failure becomes: a write's "a problem while saving the files", any other's "temporarily unavailable". */
  const unavailable = (error: unknown, messageKey: Failure = READ_FAILURE) => {
    if (error instanceof ApiError) return error;
    console.error('[storage] FTP:', errorMessage(error));
    return new ApiError(503, messageKey, undefined, { cause: error });
  };

  /** A logged-in client, or the 503 when the settings are incomplete or the server cannot be reached. */
  async function connect(messageKey?: Failure): Promise<Client> {
    const options = await connection();
    if (!options) throw unavailable(new Error('the FTP settings are incomplete'), messageKey);
    const client = new Client(timeoutMs);
    try {
      await openFtpSession(client, options, resolve);
      return client;
    } catch (error) {
      client.close();
      throw unavailable(error, messageKey);
    }
  }

  /** Runs `work` on its own connection, closed afterwards; its failures are the 503 too. */
  async function session<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const client = await connect();
    try {
      return await work(client);
    } catch (error) {
      throw unavailable(error);
    } finally {
      client.close();
    }
  }

  const missing = (error: unknown) => error instanceof FTPError && error.code === NOT_FOUND;

  /** The bytes of `range` (or all) of the file, as they arrive; the connection closes when done or abandoned. */
  function download(key: string, range: ByteRange | undefined): ReadableStream<Uint8Array> {
    const start = range?.start ?? 0;
    let left = range ? range.end - range.start + 1 : Infinity;
    let client: Client | null = null;
    // Stops after the range's last byte (FTP's REST sets only where a download starts).
    const output = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (left <= 0) return done();
        const part = chunk.length > left ? chunk.subarray(0, left) : chunk;
        left -= part.length;
        this.push(part);
        if (left <= 0) {
          this.push(null);
          client?.close();
        }
        done();
      },
    });
    const source = new PassThrough();
    source.pipe(output);
    output.once('close', () => client?.close());
    void (async () => {
      try {
        client = await connect();
        await client.downloadTo(source, key, start);
        source.end();
      } catch (error) {
        // A range read to its end closes the connection under the transfer: that is no failure.
        if (left > 0 && !output.destroyed) output.destroy(unavailable(error));
      } finally {
        client?.close();
      }
    })();
    return Readable.toWeb(output) as ReadableStream<Uint8Array>;
  }

  return {
    name: FTP_STORAGE,

    async put(content, extension) {
      const key = newUploadKey(extension);
      const partial = partialName();
      const source = Readable.fromWeb(content as WebReadableStream<Uint8Array>);
      // The body's own failure (cut off, refused by its checks) is what the caller must hear, not the FTP one it causes.
      let sourceError: unknown = null;
      source.once('error', (error) => {
        sourceError = error;
      });
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // basic-ftp gives up the transfer when the stream it reads errors; pipeline passes the body's error on to it.
      pipeline(source, counted, () => undefined);
      let client: Client | null = null;
      try {
        client = await connect(WRITE_FAILURE);
        await client.uploadFrom(counted, partial);
        await client.rename(partial, key);
        return { key, size };
      } catch (error) {
        source.destroy();
        if (client) await removeQuietly(client, partial);
        if (sourceError) throw sourceError;
        throw unavailable(error, WRITE_FAILURE);
      } finally {
        client?.close();
      }
    },

    async open(key) {
      if (!UPLOAD_KEY_PATTERN.test(key)) return null;
      const size = await session(async (client) => {
        try {
          return await client.size(key);
        } catch (error) {
          if (missing(error)) return null;
          throw error;
        }
      });
      return size === null ? null : { size, stream: (range) => download(key, range) };
    },

    async remove(key) {
      if (!UPLOAD_KEY_PATTERN.test(key)) return;
      await session(async (client) => {
        try {
          await client.remove(key);
        } catch (error) {
          if (!missing(error)) throw error;
        }
      });
    },

    url: uploadUrl,

    // Without saved settings there is no server whose files could be listed (the sweeps pass it by).
    async *list() {
      if (!await connection()) return;
      yield* await session((client) => filesNamed(client, UPLOAD_KEY_PATTERN));
    },

    async removeUnfinished(before) {
      if (!await connection()) return 0;
      return session(async (client) => {
        let removed = 0;
        for (const { key, storedAt } of await filesNamed(client, PARTIAL_NAME_PATTERN)) {
          if (storedAt >= before) continue;
          await client.remove(key, true);
          removed++;
        }
        return removed;
      });
    },

    async freeBytes() {
      return null;
    },
  };

  /**
   * The files of the working directory whose names match, with when each was last written:
   * LIST's dates are minutes at best (or missing), MDTM says it to the second.
   */
  async function filesNamed(client: Client, pattern: RegExp): Promise<ListedFile[]> {
    const files: ListedFile[] = [];
    for (const entry of await client.list()) {
      if (!entry.isFile || !pattern.test(entry.name)) continue;
      files.push({ key: entry.name, storedAt: entry.modifiedAt ?? await client.lastMod(entry.name) });
    }
    return files;
  }

  /** Removes a temporary file after a failed write: on the same connection while it lasts, else on a new one. */
  async function removeQuietly(client: Client, name: string): Promise<void> {
    try {
      if (client.closed) throw new Error('closed');
      await client.remove(name, true);
    } catch {
      const fresh = await connect().catch(() => null);
      await fresh?.remove(name, true).catch(() => undefined);
      fresh?.close();
    }
  }
}
