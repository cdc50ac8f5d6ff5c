import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import tr from '@/i18n/messages/tr.json';
import type { UploadedFile } from '@/shared/api/contents';
import type { DashboardModule } from '@/shared/api/modules';
import type { ModuleField } from '@/shared/fields';
import { expectSafeName, expectServedSafely, type ServedFile, type StoredUpload } from '../../fixtures/hostile/checks';
import { HOSTILE_CORPUS, TARGET_MAX_BYTES, type HostileContext, type HostileFile, type Neutralised, type Refused, type UploadTarget } from '../../fixtures/hostile/corpus';
import { multipartBody } from '../../fixtures/hostile/multipart';
import { createAuthTestContext } from '../../helpers/accounts';
import { openAsAdmin } from '../../helpers/signed-in';
import type { TestContext } from '../../helpers/test-context';

/**
 * Issue 25, "Bad input and faults": every file of the hostile corpus goes through the upload
 * endpoint, and is either refused (its status and message in English and in Swedish or Turkish,
 * and nothing left behind: no media row, no file in the data directory) or neutralised (stored
 * under a safe name as the type its bytes are, served so that no browser runs it, plus the
 * entry's own check). The media library's POST /api/dashboard/media has not landed: the files
 * go to a content module's field route, one field per corpus target.
 */

const FIELD_OF: Readonly<Record<UploadTarget, string>> = { image: 'picture', file: 'attachment', text: 'notes' };
const FIELDS: ModuleField[] = [
  { key: FIELD_OF.image, label: { en: 'Picture' }, type: 'image', required: false, upload: { accept: [], max_size: TARGET_MAX_BYTES.image, max_files: 1 } },
  { key: FIELD_OF.file, label: { en: 'Attachment' }, type: 'file', required: false, upload: { accept: [], max_size: TARGET_MAX_BYTES.file, max_files: 1 } },
  { key: FIELD_OF.text, label: { en: 'Notes' }, type: 'file', required: false, upload: { accept: ['text/plain', 'text/csv'], max_size: TARGET_MAX_BYTES.text, max_files: 1 } },
];
const CATALOGUES = { en, sv, tr } as const;
type Language = keyof typeof CATALOGUES;

let t: TestContext;
let adminToken: string;
let moduleKey: string;
let trap: http.Server;
let trapHits = 0;
let hostile: HostileContext;

beforeAll(async () => {
  ({ t, adminToken } = await openAsAdmin(createAuthTestContext));
  moduleKey = `hostile-${Math.random().toString(36).slice(2, 8)}`;
  const { res, body } = await t.callJson<DashboardModule>('/api/dashboard/modules', {
    token: adminToken, json: { key: moduleKey, type: 'content', name: { en: 'Hostile files' }, slug: moduleKey, fields: FIELDS },
  });
  expect(res.status, JSON.stringify(body)).toBe(201);
  trap = http.createServer((_request, response) => {
    trapHits++;
    response.end();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  hostile = { trapUrl: `http://127.0.0.1:${(trap.address() as AddressInfo).port}` };
});
afterAll(async () => {
  await new Promise((resolve) => trap?.close(resolve));
  await t?.close();
});

async function send(entry: HostileFile, bytes: Uint8Array, language: Language) {
  const file = { fileName: entry.fileName, declaredType: entry.declaredType, bytes, encodedName: entry.encodedName };
  const { body, contentType } = multipartBody({ field: FIELD_OF[entry.target] }, Array.from({ length: entry.copies ?? 1 }, () => file));
  return t.callJson<UploadedFile>(`/api/dashboard/modules/${moduleKey}/uploads`, {
    body: body as BodyInit, token: adminToken, headers: { 'content-type': contentType, 'x-language': language },
  });
}

/** Every file under the data directory but the database's own, relative to it. */
function dataFiles(): string[] {
  const root = t.ctx.config.dataDir;
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && !/\.sqlite(-wal|-shm|-journal)?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const mediaRows = async () => (await t.ctx.handle.db.selectFrom('media').select('id').execute()).length;

/** Every string of an answer (its message and the field errors in its data). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

function translation(language: Language, key: string): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], CATALOGUES[language]);
  if (typeof found !== 'string') throw new Error(`no message ${key} in ${language}`);
  return found;
}

async function served(url: string): Promise<ServedFile> {
  const res = await t.call(url);
  return { url, status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function expectRefused(entry: HostileFile, expected: Refused, index: number) {
  const bytes = await entry.bytes(hostile);
  // English, and Swedish or Turkish by turns: the answer's language is the request's.
  for (const language of ['en', index % 2 === 0 ? 'sv' : 'tr'] as const) {
    const [rowsBefore, filesBefore] = [await mediaRows(), dataFiles()];
    const { res, body } = await send(entry, bytes, language);
    expect(res.status, JSON.stringify(body)).toBe(expected.status);
    expect(body.status).toBe(false);
    expect(stringsOf({ message: body.message, data: body.data }), language).toContain(translation(language, expected.key));
    expect(await mediaRows(), 'no media row').toBe(rowsBefore);
    expect(dataFiles(), 'no file left in the data directory').toEqual(filesBefore);
  }
}

async function expectNeutralised(entry: HostileFile, expected: Neutralised) {
  const filesBefore = dataFiles();
  const sent = await entry.bytes(hostile);
  const { res, body } = await send(entry, sent, 'en');
  expect(res.status, JSON.stringify(body)).toBe(201);
  const answer = body.data!;
  const row = await t.ctx.handle.db.selectFrom('media').select(['file_name', 'mime_type', 'size']).where('id', '=', answer.id).executeTakeFirstOrThrow();
  expect(row).toEqual({ file_name: answer.file_name, mime_type: answer.mime_type, size: answer.size });

  // The client's name never becomes a path: whatever was stored is named by a random key.
  const added = dataFiles().filter((file) => !filesBefore.includes(file));
  expect(added.length).toBeGreaterThan(0);
  for (const file of added) expect(path.basename(file)).toMatch(/^[0-9a-f]{32}/);

  const stored: StoredUpload = {
    fileName: answer.file_name, mimeType: answer.mime_type, size: answer.size,
    served: await served(answer.url),
    derived: await Promise.all(stringsOf(answer).filter((value) => value.startsWith('/api/') && value !== answer.url).map(served)),
  };
  expectSafeName(stored.fileName, answer.url);
  expectServedSafely(stored.served, stored.mimeType);
  for (const file of stored.derived) expectServedSafely(file, file.headers.get('content-type')?.split(';')[0] ?? '');
  await expected.check(stored, { sent, trapHits: () => trapHits });
}

async function run(entry: HostileFile) {
  const index = HOSTILE_CORPUS.indexOf(entry);
  const { expected } = entry;
  if (expected.outcome === 'refused') await expectRefused(entry, expected, index);
  else await expectNeutralised(entry, expected);
}

describe('the hostile-file corpus through POST /api/dashboard/modules/{key}/uploads', () => {
  it('holds at least 30 files, each named once', () => {
    expect(HOSTILE_CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(HOSTILE_CORPUS.map((entry) => entry.name)).size).toBe(HOSTILE_CORPUS.length);
  });

  it.each(HOSTILE_CORPUS.filter((entry) => !entry.awaiting))('$name: $expected.outcome', run);

  // Findings for another part's owner (see each entry's `awaiting`): kept, and expected to fail until that part changes.
  it.fails.each(HOSTILE_CORPUS.filter((entry) => entry.awaiting))('$name: $expected.outcome (awaiting: $awaiting)', run);
});
