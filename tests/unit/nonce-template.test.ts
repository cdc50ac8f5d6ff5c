import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipTemplate, plainTemplate, templateFromParts } from '@/server/web/nonce-template';

const NONCE = 'A'.repeat(24);
/** A page with the nonce on many scripts, and text that does not compress away (so its pieces are large). */
const page = Buffer.from(
  Array.from({ length: 40 }, (_, i) => `<script nonce="${NONCE}">self.x${i}=1</script><p>${randomBytes(300).toString('base64')}</p>`).join(''),
  'latin1',
);
const withNonce = (nonce: string) => Buffer.from(page.toString('latin1').split(NONCE).join(nonce), 'latin1');

describe('nonce templates', () => {
  it.each([['gzip', gzipTemplate, (chunks: Buffer[]) => gunzipSync(Buffer.concat(chunks))], ['plain', plainTemplate, (chunks: Buffer[]) => Buffer.concat(chunks)]] as const)(
    '%s: each replay is the page with the fresh nonce in every place, also when made again from its parts',
    (_kind, make, read) => {
      const template = make(page, NONCE);
      for (const copy of [template, templateFromParts(template.parts)]) {
        const fresh = 'B'.repeat(24);
        expect(read(copy.render(fresh)).equals(withNonce(fresh))).toBe(true);
      }
    },
  );

  it.each([['gzip', gzipTemplate], ['plain', plainTemplate]] as const)('%s: holds no more memory than its bytes (no zlib output chunk or shared pool slab kept alive)', (_kind, make) => {
    const { pieces } = make(page, NONCE).parts;
    const bytes = pieces.reduce((sum, piece) => sum + piece.length, 0);
    const held = [...new Set(pieces.map((piece) => piece.buffer))].reduce((sum, buffer) => sum + buffer.byteLength, 0);
    expect(pieces.length).toBe(41);
    expect(held).toBe(bytes);
  });
});
