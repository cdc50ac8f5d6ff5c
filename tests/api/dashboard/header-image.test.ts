import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import type { TestContext } from '../../helpers/test-context';
import { openAsAdmin } from '../../helpers/signed-in';

/** A content's header image follows the media fields' reference rule: a path on this site or an http(s) URL. */

let t: TestContext;
let admin: string;
beforeAll(async () => ({ t, adminToken: admin } = await openAsAdmin()));
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 10);
const create = (headerImage: unknown) => t.callJson<Record<string, unknown>>('/api/dashboard/modules/blog/contents', {
  method: 'POST', token: admin,
  json: { title: { en: `Post ${unique()}` }, slug: `post-${unique()}`, header_image: headerImage, content: { summary: { en: 'A summary' }, body: { en: '<p>A body</p>' } } },
});

describe('header_image', () => {
  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:x', 'ftp://example.com/a.png', '//evil.example/a.png', '/\\evil.example/a.png', 'a.png', '/a b.png'])(
    'refuses %s with a 422 at header_image',
    async (value) => {
      const { res, body } = await create(value);
      expect(res.status).toBe(422);
      expect(body.data).toMatchObject({ header_image: { _errors: [en.validation.invalid_file_format] } });
    },
  );

  it.each(['/api/uploads/0123456789abcdef0123456789abcdef.png', 'https://cdn.example.com/a.png', 'http://example.com/a.png', null])('stores %s', async (value) => {
    const { res, body } = await create(value);
    expect(res.status).toBe(201);
    expect(body.data!.header_image).toBe(value);
  });

  it('takes an empty or blank value as none', async () => {
    for (const value of ['', '   ']) {
      const { res, body } = await create(value);
      expect(res.status).toBe(201);
      expect(body.data!.header_image).toBeNull();
    }
  });
});
