import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { FileSystem, FtpSrv } from 'ftp-srv';

export interface TestFtpServer {
  host: string;
  port: number;
  username: string;
  password: string;
  /** The directory the user lands in (holds `files` entries). */
  root: string;
  /** Every password a client tried, to check what reached the server. */
  logins: { username: string; password: string }[];
  /** See FtpServerOptions; changed for the logins after (undefined: the disk has room). */
  diskFullAfterBytes: number | undefined;
  stop(): Promise<void>;
}

/** ftp-srv logs through bunyan to stdout by default; the tests keep their output clean. */
const silent = {
  trace() {},
  debug() {},
  info() {},
  warn() {},
  error() {},
  fatal() {},
  child() {
    return silent;
  },
};

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGQUIT'] as const;

export interface FtpServerOptions {
  username?: string;
  password?: string;
  /** Empty files the root holds. */
  files?: string[];
  /** The text after "530" for a failed login (a careless server may repeat what it was sent). */
  refusal?: (tried: string) => string;
  /** The disk is full after this many bytes of a file: the write fails there and what was written stays. */
  diskFullAfterBytes?: number;
}

/** ftp-srv's file system, but a write stops with ENOSPC past `limit` bytes and leaves its part behind (as a full disk does). */
class FillingFileSystem extends FileSystem {
  constructor(connection: ConstructorParameters<typeof FileSystem>[0], root: string, private readonly limit: number) {
    super(connection, { root, cwd: '/' });
  }

  write(fileName: string): { stream: Writable; clientPath: string } {
    const { fsPath, clientPath } = (this as unknown as { _resolvePath(name: string): { fsPath: string; clientPath: string } })._resolvePath(fileName);
    const file = createWriteStream(fsPath);
    let written = 0;
    const limit = this.limit;
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        const room = limit - written;
        if (chunk.length > room) {
          file.write(chunk.subarray(0, Math.max(0, room)), () => done(Object.assign(new Error('No space left on device'), { code: 'ENOSPC' })));
          written = limit;
          return;
        }
        written += chunk.length;
        file.write(chunk, done);
      },
      final(done) {
        file.end(done);
      },
      destroy(error, done) {
        file.end();
        done(error);
      },
    });
    return { stream, clientPath };
  }
}

/**
 * A real FTP server (ftp-srv) on 127.0.0.1 with one user and a temporary root holding
 * `files` empty files; passive data connections on loopback. Wrong credentials get
 * "530 Authentication failed" (or `refusal`).
 */
export async function startFtpServer({
  username = 'ftp-user',
  password = 'ftp-pass-Zq7',
  files = ['a.txt', 'b.txt'],
  refusal = () => 'Authentication failed',
  diskFullAfterBytes,
}: FtpServerOptions = {}): Promise<TestFtpServer> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'polyglot-ftp-'));
  for (const name of files) await writeFile(path.join(root, name), '');
  const logins: TestFtpServer['logins'] = [];
  // Passive ports from a random high range, so servers of parallel test files rarely meet.
  const pasvMin = 40_000 + Math.floor(Math.random() * 20_000);
  const listenersBefore = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const server = new FtpSrv({
    url: 'ftp://127.0.0.1:0',
    pasv_url: '127.0.0.1',
    pasv_min: pasvMin,
    pasv_max: pasvMin + 500,
    greeting: ['Polyglot test FTP server'],
    log: silent,
  });
  // ftp-srv exits the process on these signals; the test runner decides that.
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!listenersBefore.get(signal)!.includes(listener)) process.removeListener(signal, listener);
    }
  }
  server.on('login', ({ connection, username: given, password: tried }, resolve, reject) => {
    logins.push({ username: given, password: tried });
    const full = started.diskFullAfterBytes;
    if (given !== username || tried !== password) reject(new Error(refusal(tried)));
    else if (full === undefined) resolve({ root });
    else resolve({ fs: new FillingFileSystem(connection, root, full) });
  });
  await server.listen();
  const port = ((server as unknown as { server: { address(): AddressInfo } }).server.address()).port;
  const started: TestFtpServer = {
    host: '127.0.0.1',
    port,
    username,
    password,
    root,
    logins,
    diskFullAfterBytes,
    async stop() {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
  return started;
}
