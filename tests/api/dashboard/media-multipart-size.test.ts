import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestContext } from '../../helpers/accounts';
import { TEST_MAX_BODY_BYTES, type TestContext } from '../../helpers/test-context';
import { generatedFile } from '../../helpers/tus-upload';
import type { MediaUpload } from '@/shared/api/media';

/**
 * The library's multipart POST streams each file under the library's own size rule, as content
 * uploads do: MAX_BODY_BYTES (the JSON bodies' limit) does not cut it off.
 */
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createAuthTestContext();
  admin = await t.tokenFor(await t.adminId());
});
afterAll(() => t.close());

describe('POST /api/dashboard/media', () => {
  it('stores a file larger than MAX_BODY_BYTES within the library\'s size', async () => {
    const size = TEST_MAX_BODY_BYTES * 8;
    const file = generatedFile(size, `multipart-${Math.random()}`);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.slice(0, size))]), 'clip.mp4');
    const { res, body } = await t.callJson<{ files: MediaUpload[] }>('/api/dashboard/media', { method: 'POST', body: form, token: admin });
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.data!.files[0].item).toMatchObject({ size, sha256: file.sha256() });
  });

  it('still refuses a JSON body over MAX_BODY_BYTES elsewhere (413)', async () => {
    const { res } = await t.callJson('/api/dashboard/roles', { method: 'POST', json: { name: 'x'.repeat(TEST_MAX_BODY_BYTES), permissions: {} }, token: admin });
    expect(res.status).toBe(413);
  });
});
