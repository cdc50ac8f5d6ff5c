import { describe, expect, it } from 'vitest';
import { withoutUploads } from '@/server/services/dashboard/media-references';
import { uploadKeysIn } from '@/server/storage/file-storage';

const [gone, kept] = [`${'a'.repeat(32)}.png`, `${'b'.repeat(32)}.jpg`];
const url = (key: string) => `/api/uploads/${key}`;

describe('withoutUploads', () => {
  it('empties a field that is only the reference and drops it from a list of files', () => {
    expect(withoutUploads({ cover: url(gone), gallery: [url(kept), url(gone), ` ${url(gone)}?v=2 `], title: 'x' }, [gone]))
      .toEqual({ cover: '', gallery: [url(kept)], title: 'x' });
    expect(withoutUploads(`https://example.com${url(gone)}#top`, [gone])).toBe('');
    expect(withoutUploads([{ picture: url(gone), caption: 'c' }], [gone])).toEqual([{ picture: '', caption: 'c' }]);
  });

  it('takes pictures out of rich text, keeps a link\'s text, and drops a figure left without its picture', () => {
    const html = `<p>A <img src="${url(gone)}" alt="x"/> B <a href="${url(gone)}" target="_blank">the file</a> <a href="/elsewhere">kept</a></p>`
      + `<figure><img src="${url(gone)}"><figcaption>Caption</figcaption></figure><p><img src="${url(kept)}"></p>`;
    expect(withoutUploads({ body: { en: html } }, [gone])).toEqual({
      body: { en: `<p>A  B the file <a href="/elsewhere">kept</a></p><p><img src="${url(kept)}"></p>` },
    });
  });

  it('takes pictures out of markdown and keeps a link\'s text; any other mention of the URL goes', () => {
    expect(withoutUploads(`![alt](${url(gone)} "t") see [this](<${url(gone)}>) or ${url(gone)}.`, [gone])).toBe(' see this or .');
  });

  it('leaves values naming none of the keys untouched (the same object), and other keys in place', () => {
    const value = { cover: url(kept), note: `${url(kept)}x` };
    expect(withoutUploads(value, [gone])).toBe(value);
    // A longer key that begins like the deleted one is another file.
    const longer = `/api/uploads/${'a'.repeat(32)}.pngx`;
    expect(withoutUploads({ a: longer }, [gone])).toEqual({ a: longer });
  });

  it('leaves no reference to the keys behind, whatever the markup', () => {
    const messy = `<IMG SRC='${url(gone)}'><video src="${url(gone)}"><source src="${url(gone)}"></video><span data-x="${url(gone)}">t</span> ${url(gone)}`;
    const result = withoutUploads({ m: messy, n: [messy, url(kept)] }, [gone]);
    expect(uploadKeysIn(result).has(gone)).toBe(false);
    expect(uploadKeysIn(result).has(kept)).toBe(true);
  });
});
