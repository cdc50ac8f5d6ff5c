import { createHash, randomBytes } from 'node:crypto';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, fieldError } from '@/server/services/api-error';
import type { FileStorage } from '@/server/storage/file-storage';
import { createFtpFileStorage } from '@/server/storage/ftp-file-storage';
import type { FtpOptions } from '@/server/storage/ftp';
import { ftpForNewFiles } from '@/server/storage/storages';
import { startFtpServer, type TestFtpServer } from '../helpers/ftp';

const bodyOf = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)]).stream();
/** A digest to compare, not the bytes: vitest compares large buffers element by element, for seconds. */
const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const digestOf = async (stream: ReadableStream<Uint8Array>) => digest(new Uint8Array(await new Response(stream).arrayBuffer()));

/** A body that yields `bytes` and then fails with `error`, as an upload cut off by its checks does. */
function failingBody(bytes: Uint8Array, error: Error): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream({
    pull(controller) {
      if (sent) return controller.error(error);
      sent = true;
      controller.enqueue(bytes);
    },
  });
}

async function expectStatus(promise: Promise<unknown>, status: number, messageKey: string) {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
  expect((error as ApiError).messageKey).toBe(messageKey);
}

let server: TestFtpServer;
let connection: FtpOptions | null;
const storage = (timeoutMs = 5_000): FileStorage => createFtpFileStorage({ connection: async () => connection, resolve: async (host) => host, timeoutMs });
const serverFiles = async () => (await readdir(server.root)).sort();

beforeAll(async () => {
  server = await startFtpServer({ files: [] });
});
afterAll(async () => {
  await server.stop();
});
beforeEach(() => {
  connection = { host: server.host, port: server.port, username: server.username, password: server.password };
  server.diskFullAfterBytes = undefined;
});

describe('FTP file storage', () => {
  it('stores a file under a new key, reads it whole and by range, lists and removes it', async () => {
    const ftp = storage();
    const bytes = randomBytes(300_000);
    const { key, size } = await ftp.put(bodyOf(bytes), 'bin');
    expect(key).toMatch(/^[0-9a-f]{32}\.bin$/);
    expect(size).toBe(bytes.length);
    expect(await serverFiles()).toEqual([key]);

    const file = await ftp.open(key);
    expect(file?.size).toBe(bytes.length);
    expect(await digestOf(file!.stream())).toBe(digest(bytes));
    // REST starts the download; the storage stops after the range's last byte.
    expect(await digestOf(file!.stream({ start: 1000, end: 1999 }))).toBe(digest(bytes.subarray(1000, 2000)));
    expect(await digestOf(file!.stream({ start: bytes.length - 10, end: bytes.length - 1 }))).toBe(digest(bytes.subarray(-10)));

    const listed = [];
    for await (const entry of ftp.list()) listed.push(entry);
    expect(listed.map((entry) => entry.key)).toEqual([key]);
    expect(Date.now() - listed[0].storedAt.getTime()).toBeLessThan(60_000);

    await ftp.remove(key);
    await ftp.remove(key); // a missing file is no error
    expect(await serverFiles()).toEqual([]);
    expect(await ftp.open(key)).toBeNull();
    expect(await ftp.open('../etc/passwd')).toBeNull();
    expect(await ftp.freeBytes()).toBeNull();
  });

  it('removes only unfinished writes untouched since the cut-off', async () => {
    const ftp = storage();
    const old = path.join(server.root, '.partial-0123456789abcdef');
    const fresh = path.join(server.root, '.partial-fedcba9876543210');
    await writeFile(old, 'half');
    await writeFile(fresh, 'half');
    const hourAgo = new Date(Date.now() - 3600_000);
    await utimes(old, hourAgo, hourAgo);
    expect(await ftp.removeUnfinished(new Date(Date.now() - 60_000))).toBe(1);
    expect(await serverFiles()).toEqual(['.partial-fedcba9876543210']);
    expect(await ftp.removeUnfinished(new Date(Date.now() + 60_000))).toBe(1);
    expect(await serverFiles()).toEqual([]);
  });

  it('a refused login is "a problem while saving the files" (503), and nothing is left; the retry works', async () => {
    connection = { ...connection!, password: 'wrong' };
    await expectStatus(storage().put(bodyOf(randomBytes(1000)), 'png'), 503, 'file_save_error');
    expect(await serverFiles()).toEqual([]);
    connection = { ...connection, password: server.password };
    const { key } = await storage().put(bodyOf(randomBytes(1000)), 'png');
    expect(await serverFiles()).toEqual([key]);
    await storage().remove(key);
  });

  it('without saved settings the sweeps find nothing and fail nothing (the pruner passes the driver by)', async () => {
    connection = null;
    const listed = [];
    for await (const file of storage().list()) listed.push(file);
    expect(listed).toEqual([]);
    expect(await storage().removeUnfinished(new Date())).toBe(0);
  });

  it('incomplete settings or a refused connection are the same 503', async () => {
    connection = null;
    await expectStatus(storage().put(bodyOf(randomBytes(10)), 'png'), 503, 'file_save_error');
    await expectStatus(storage().open('0123456789abcdef0123456789abcdef.png'), 503, 'service_unavailable');
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    connection = { host: '127.0.0.1', port, username: 'u', password: 'p' };
    await expectStatus(storage().put(bodyOf(randomBytes(10)), 'png'), 503, 'file_save_error');
  });

  it('a server that accepts and then says nothing fails within the timeout', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    connection = { host: '127.0.0.1', port: (silent.address() as AddressInfo).port, username: 'u', password: 'p' };
    try {
      const started = Date.now();
      await expectStatus(storage(300).put(bodyOf(randomBytes(1000)), 'png'), 503, 'file_save_error');
      await expectStatus(storage(300).open('0123456789abcdef0123456789abcdef.png'), 503, 'service_unavailable');
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('a disk that fills mid-file leaves no part behind; once there is room the retry works', async () => {
    server.diskFullAfterBytes = 64 * 1024;
    const bytes = randomBytes(1024 * 1024);
    await expectStatus(storage().put(bodyOf(bytes), 'bin'), 503, 'file_save_error');
    expect(await serverFiles()).toEqual([]);
    server.diskFullAfterBytes = undefined;
    const { key } = await storage().put(bodyOf(bytes), 'bin');
    expect(await digestOf((await storage().open(key))!.stream())).toBe(digest(bytes));
    await storage().remove(key);
  });

  it('a body that fails (refused by its checks) fails the write with its own error, and nothing is left', async () => {
    const tooLarge = fieldError('file', 'file_too_large');
    const error = await storage().put(failingBody(randomBytes(100_000), tooLarge), 'bin').catch((caught: unknown) => caught);
    expect(error).toBe(tooLarge);
    expect(await serverFiles()).toEqual([]);
  });
});

describe('ftpForNewFiles', () => {
  const complete = { ftp_enabled: true, ftp_host: 'ftp.example.com', ftp_port: 2121, ftp_username: 'site', ftp_password: 'secret' };

  it('is the saved server only while ftp_enabled is exactly on and host, user and password are set', () => {
    expect(ftpForNewFiles(complete)).toEqual({ host: 'ftp.example.com', port: 2121, username: 'site', password: 'secret' });
    for (const enabled of ['true', 1, 'on', null, undefined, false]) expect(ftpForNewFiles({ ...complete, ftp_enabled: enabled }), String(enabled)).toBeNull();
    for (const key of ['ftp_host', 'ftp_username', 'ftp_password'] as const) {
      expect(ftpForNewFiles({ ...complete, [key]: '' }), key).toBeNull();
      expect(ftpForNewFiles({ ...complete, [key]: undefined }), key).toBeNull();
    }
  });
});
