import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import { createUploadPruner } from '@/server/services/dashboard/upload-pruner';
import type { MediaItem } from '@/shared/api/media';
import { withRandomTail } from '../../helpers/distinct-bytes';
import { startFtpServer, type TestFtpServer } from '../../helpers/ftp';
import { ownDataDir, sha256Of, uploadedToLibrary, uploadsIn, uploadToLibrary } from '../../helpers/library-upload';
import { createTestContext, type TestContext } from '../../helpers/test-context';

/**
 * Storage drivers in the upload path (issue 25 §4): each upload goes to the driver new files go
 * to at that moment (the FTP server while it is enabled, else the disk), its row names that
 * driver, and reading, deleting and the pruner's sweeps follow the row. An FTP server that
 * refuses, stays silent or fills its disk mid-file is "a problem while saving the files" (503),
 * with no row, no part on either side and no file behind, and the retry after it works.
 */

/** How long the FTP server may stay silent here (FTP_TIMEOUT_MS): the silent server fails the upload within it. */
const FTP_TIMEOUT_MS = 600;

let t: TestContext;
let admin: string;
let ftp: TestFtpServer;
/** A data directory of this file's own: what lands on the disk is counted, and other test files write to theirs. */
let dataDir: string;

const PDF_HEAD = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
const pdf = (size = 2_000) => withRandomTail(PDF_HEAD, size);
const digest = sha256Of;
const upload = (bytes: Uint8Array, { name = 'report.pdf', language = 'en' } = {}) => uploadToLibrary(t, admin, bytes, { name, language });
const uploaded = (bytes: Uint8Array) => uploadedToLibrary(t, admin, bytes, 'report.pdf');
const keyOf = (item: MediaItem) => item.url.slice('/api/uploads/'.length);

const saveSettings = async (json: Record<string, unknown>) => {
  const res = await t.call('/api/dashboard/settings', { method: 'PUT', json, token: admin });
  expect(res.status).toBe(200);
};
const ftpOn = (port = ftp.port) => saveSettings({ ftp_enabled: true, ftp_host: ftp.host, ftp_port: port, ftp_username: ftp.username, ftp_password: ftp.password });
const ftpOff = () => saveSettings({ ftp_enabled: false, ftp_port: ftp.port, ftp_password: ftp.password });

/** Names in a directory (none when it does not exist). */
const namesIn = (directory: string) => (fs.existsSync(directory) ? fs.readdirSync(directory).sort() : []);
const localNames = () => uploadsIn(dataDir);
const ftpNames = () => namesIn(ftp.root);
const rowCount = async () => Number((await t.ctx.handle.db.selectFrom('media').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Checks an upload failed as "a problem while saving the files" and left nothing anywhere; then that the same upload works. */
async function expectSaveFailureThenRetry(failing: () => Promise<void>, recover: () => Promise<void>) {
  const [rows, local, remote] = [await rowCount(), localNames(), ftpNames()];
  await failing();
  const bytes = pdf(50_000);
  for (const [language, messages] of [['en', en], ['sv', sv]] as const) {
    const { res, body } = await upload(bytes, { language });
    expect(res.status, JSON.stringify(body)).toBe(503);
    expect(body).toMatchObject({ status: false, statusCode: 503, message: messages.api.file_save_error });
  }
  expect(await rowCount()).toBe(rows);
  expect(localNames()).toEqual(local);
  expect(ftpNames()).toEqual(remote);

  await recover();
  const item = await uploaded(bytes);
  expect(item.storage).toBe('ftp');
  expect(ftpNames()).toEqual([...remote, keyOf(item)].sort());
  expect(fs.readFileSync(path.join(ftp.root, keyOf(item)))).toEqual(Buffer.from(bytes));
}

beforeAll(async () => {
  dataDir = ownDataDir('media-storage');
  t = await createTestContext({ FTP_TIMEOUT_MS: String(FTP_TIMEOUT_MS), DATA_DIR: dataDir });
  admin = await t.tokenFor(await t.adminId());
  ftp = await startFtpServer({ files: [] });
});
afterAll(async () => {
  await ftp?.stop();
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('uploads through the storage drivers', () => {
  it('go to FTP while it is enabled (no restart), each row names its driver, and both stay readable after a switch', async () => {
    const onDisk = pdf();
    const local = await uploaded(onDisk);
    expect(local.storage).toBe('local');
    expect(localNames()).toContain(keyOf(local));

    await ftpOn();
    const onFtp = pdf(50_000);
    const remote = await uploaded(onFtp);
    expect(remote.storage).toBe('ftp');
    expect(ftpNames()).toEqual([keyOf(remote)]);
    expect(localNames()).not.toContain(keyOf(remote));
    expect(digest(fs.readFileSync(path.join(ftp.root, keyOf(remote))))).toBe(digest(onFtp));
    expect(remote.sha256).toBe(digest(onFtp));

    await ftpOff();
    const again = await uploaded(pdf());
    expect(again.storage).toBe('local');
    // Switched back: the FTP file is served from the FTP server, the disk's from the disk.
    const fromFtp = await t.call(remote.url);
    expect(fromFtp.status).toBe(200);
    expect(digest(new Uint8Array(await fromFtp.arrayBuffer()))).toBe(digest(onFtp));
    expect(digest(new Uint8Array(await (await t.call(local.url)).arrayBuffer()))).toBe(digest(onDisk));
  });

  it('offers a file the library holds on another driver instead of storing it again', async () => {
    const bytes = pdf();
    const first = await uploaded(bytes);
    expect(first.storage).toBe('local');
    await ftpOn();
    const before = ftpNames();
    const { res, body } = await upload(bytes, { name: 'again.pdf' });
    expect(res.status).toBe(200);
    expect(body.data!.files).toEqual([{ duplicate: true, item: first }]);
    expect(ftpNames()).toEqual(before);
    await ftpOff();
  });

  it('deleting a file removes it from the driver its row names', async () => {
    await ftpOn();
    const item = await uploaded(pdf());
    expect(ftpNames()).toContain(keyOf(item));
    await ftpOff();
    const res = await t.call(`/api/dashboard/media/${item.id}`, { method: 'DELETE', token: admin });
    expect(res.status).toBe(200);
    await expect.poll(() => ftpNames().includes(keyOf(item))).toBe(false);
  });

  it('the pruner sweeps every driver: strays and unfinished writes on the FTP server as on the disk', async () => {
    await ftpOn();
    const kept = await uploaded(pdf());
    const hourAgo = new Date(Date.now() - 3600_000);
    const strays = { ftp: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf', partial: '.partial-0123456789abcdef', local: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.pdf' };
    for (const name of [strays.ftp, strays.partial]) {
      fs.writeFileSync(path.join(ftp.root, name), 'left behind');
      fs.utimesSync(path.join(ftp.root, name), hourAgo, hourAgo);
    }
    fs.writeFileSync(path.join(t.ctx.config.dataDir, 'uploads', strays.local), 'left behind');
    fs.utimesSync(path.join(t.ctx.config.dataDir, 'uploads', strays.local), hourAgo, hourAgo);
    fs.utimesSync(path.join(ftp.root, keyOf(kept)), hourAgo, hourAgo);

    const pruner = createUploadPruner({ handle: t.ctx.handle, storages: t.ctx.services.storages, uploads: t.ctx.services.dashboard.uploads }, { graceMs: 60_000 });
    const result = await pruner.pruneNow();
    await pruner.close();
    expect(result.strays).toBeGreaterThanOrEqual(3);
    expect(ftpNames()).toContain(keyOf(kept));
    expect(ftpNames()).not.toContain(strays.ftp);
    expect(ftpNames()).not.toContain(strays.partial);
    expect(localNames()).not.toContain(strays.local);
    await ftpOff();
  });
});

describe('room for uploads', () => {
  it('on FTP an upload is not held to the local disk\'s room, unless videos go to Vimeo (they wait on the disk)', async () => {
    const limits = t.ctx.config.uploads as { diskReserveBytes: number };
    await ftpOn();
    limits.diskReserveBytes = Number.MAX_SAFE_INTEGER / 2;
    try {
      expect((await upload(pdf())).res.status).toBe(201);
      await saveSettings({ vimeo_client_id: 'client-id', vimeo_client_secret: 'client-secret', vimeo_access_token: 'token' });
      const { res, body } = await upload(pdf());
      expect(res.status).toBe(503);
      expect(body.message).toBe(en.api.upload_storage_full);
    } finally {
      limits.diskReserveBytes = 0;
      await saveSettings({ vimeo_access_token: null });
      await ftpOff();
    }
  });
});

describe('FTP faults while saving', () => {
  it('a server refusing connections: 503 "a problem while saving the files", nothing saved; the retry once it listens works', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expectSaveFailureThenRetry(() => ftpOn(port), () => ftpOn());
    await ftpOff();
  });

  it('a server that accepts and never answers: the upload fails within FTP_TIMEOUT_MS, nothing saved; the retry works', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      let started = 0;
      await expectSaveFailureThenRetry(async () => {
        await ftpOn((silent.address() as AddressInfo).port);
        started = Date.now();
      }, async () => {
        // Two uploads (en, sv), each given up after the timeout, not after minutes.
        expect(Date.now() - started).toBeLessThan(2 * FTP_TIMEOUT_MS + 5_000);
        await ftpOn();
      });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      await ftpOff();
    }
  });

  it('a disk that fills mid-file: no part is left on the server; once there is room the retry works', async () => {
    await expectSaveFailureThenRetry(async () => {
      await ftpOn();
      ftp.diskFullAfterBytes = 20_000;
    }, async () => {
      ftp.diskFullAfterBytes = undefined;
    });
    await ftpOff();
  });
});
