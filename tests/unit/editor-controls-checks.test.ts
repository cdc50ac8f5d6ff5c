import { describe, expect, it } from 'vitest';
import { subFieldMessages, subtree } from '@/components/fields/editor-errors';
import { safeHref, storedHtml } from '@/components/fields/link-policy';
import { acceptOf, checkFiles, fileNameOf, formatBytes, isHttpsLink, matchesAccept, readableAccept } from '@/components/fields/upload-checks';
import type { ValidationErrorTree } from '@/shared/api/envelope';
import { valueSchema, type ModuleField } from '@/shared/fields';

const MB = 1024 ** 2;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const media = (type: 'file' | 'image' | 'video', upload?: ModuleField['upload']): ModuleField => ({ key: 'media', label: {}, type, required: false, upload });

describe('upload checks in the browser', () => {
  it('accept the field own types, else its family, else anything', () => {
    expect(acceptOf(media('image'))).toEqual(['image/*']);
    expect(acceptOf(media('video'))).toEqual(['video/*']);
    expect(acceptOf(media('file'))).toEqual([]);
    expect(acceptOf(media('file', { accept: ['application/pdf'], max_size: MB, max_files: 1 }))).toEqual(['application/pdf']);
    expect(matchesAccept('image/PNG', ['image/*'])).toBe(true);
    expect(matchesAccept('video/mp4', ['image/*', 'application/pdf'])).toBe(false);
    expect(matchesAccept('application/pdf', ['application/pdf'])).toBe(true);
    expect(matchesAccept('anything/at-all', [])).toBe(true);
    expect(readableAccept(['image/*', 'application/pdf'])).toBe('image, PDF');
  });

  it('refuse the wrong type and too large files, with their names, and keep the rest', () => {
    const field = media('image', { accept: [], max_size: 2 * MB, max_files: 5 });
    const { accepted, problems } = checkFiles([file('a.png', 'image/png'), file('b.pdf', 'application/pdf'), file('c.jpg', 'image/jpeg', 3 * MB)], field, 0);
    expect(accepted.map((item) => item.name)).toEqual(['a.png']);
    expect(problems).toEqual([
      { key: 'wrong_type', values: { name: 'b.pdf', accept: 'image' } },
      { key: 'too_large', values: { name: 'c.jpg', max: 2 * MB } },
    ]);
  });

  it('take only as many files as are still free, and say how many may be chosen', () => {
    const field = media('file', { accept: [], max_size: MB, max_files: 3 });
    const { accepted, problems } = checkFiles([file('1', 'text/plain'), file('2', 'text/plain'), file('3', 'text/plain')], field, 2);
    expect(accepted.map((item) => item.name)).toEqual(['1']);
    expect(problems).toEqual([{ key: 'too_many', values: { max: 3 } }]);
    expect(checkFiles([file('1', 'text/plain')], field, 3).accepted).toEqual([]);
  });

  it('let one new file replace the one of a single-file field', () => {
    const field = media('image', { accept: [], max_size: MB, max_files: 1 });
    expect(checkFiles([file('new.png', 'image/png')], field, 1)).toEqual({ accepted: [file('new.png', 'image/png')], problems: [] });
    expect(checkFiles([file('a.png', 'image/png'), file('b.png', 'image/png')], field, 0).problems).toEqual([{ key: 'too_many', values: { max: 1 } }]);
  });

  it('take pasted https links the media value schema accepts, and nothing else', () => {
    const schema = valueSchema(media('image'));
    for (const link of ['https://cdn.example/a.png', 'https://example.org/x?y=1']) {
      expect(isHttpsLink(link)).toBe(true);
      expect(schema.safeParse(link).success).toBe(true);
    }
    for (const link of ['http://example.org/a.png', 'javascript:alert(1)', 'https://', 'https://a b', '//example.org/a.png', '/api/uploads/x.png']) {
      expect(isHttpsLink(link)).toBe(false);
    }
  });

  it('name files from their URL and write sizes in the locale', () => {
    expect(fileNameOf('/api/uploads/0123.png')).toBe('0123.png');
    expect(fileNameOf('https://x.example/a/R%C3%A9sum%C3%A9.pdf?dl=1')).toBe('Résumé.pdf');
    expect(formatBytes(512, 'en')).toBe('512 bytes');
    expect(formatBytes(1, 'en')).toBe('1 byte');
    expect(formatBytes(512, 'tr')).toBe('512 bayt');
    expect(formatBytes(2.5 * MB, 'en')).toBe('2.5 MB');
    expect(formatBytes(2.5 * MB, 'sv')).toMatch(/^2,5\sMB$/);
  });
});

describe('rich text addresses', () => {
  it.each([
    ['https://example.org/a', 'https://example.org/a'],
    ['  http://example.org  ', 'http://example.org'],
    ['mailto:hello@example.org', 'mailto:hello@example.org'],
    ['/about', '/about'],
    ['#part-2', '#part-2'],
  ])('link to %s', (input, expected) => {
    expect(safeHref(input, 'link')).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', '/\\evil.example', 'java\tscript:x', 'https://', 'example.org', ''])(
    'refuse %j as a link',
    (input) => {
      expect(safeHref(input, 'link')).toBeNull();
    },
  );

  it('take only http(s) and site paths as image sources', () => {
    expect(safeHref('/api/uploads/a.png', 'image')).toBe('/api/uploads/a.png');
    expect(safeHref('https://cdn.example/a.png', 'image')).toBe('https://cdn.example/a.png');
    expect(safeHref('mailto:a@b.c', 'image')).toBeNull();
    expect(safeHref('#x', 'image')).toBeNull();
    expect(safeHref('data:image/png;base64,AAAA', 'image')).toBeNull();
  });

  it('store an empty document as no value', () => {
    expect(storedHtml('<p></p>', true)).toBe('');
    expect(storedHtml('<p>Hi</p>', false)).toBe('<p>Hi</p>');
  });
});

describe('group errors', () => {
  const tree: ValidationErrorTree = {
    _errors: ['Must contain at most 2 items'],
    0: { _errors: [], name: { _errors: ['Required field'] }, tags: { _errors: [], 1: { _errors: ['Too short'] } }, title: { _errors: ['Own'], sv: { _errors: ['Swedish'] }, en: { _errors: ['English'] } } },
  } as unknown as ValidationErrorTree;
  const text: ModuleField = { key: 'name', label: {}, type: 'text', required: true };
  const list: ModuleField = { key: 'tags', label: {}, type: 'list', required: false };
  const title: ModuleField = { key: 'title', label: {}, type: 'multilang_text', required: false };

  it('find each row and sub-field, nested messages included', () => {
    const row = subtree(tree, 0);
    expect(subFieldMessages(row, text, 'en')).toEqual(['Required field']);
    expect(subFieldMessages(row, list, 'en')).toEqual(['Too short']);
    expect(subtree(tree, 1)).toBeUndefined();
    expect(subFieldMessages(undefined, text, 'en')).toEqual([]);
  });

  it('show a per-locale sub-field only its own and the shown language messages', () => {
    const row = subtree(tree, 0);
    expect(subFieldMessages(row, title, 'sv')).toEqual(['Own', 'Swedish']);
    expect(subFieldMessages(row, title, 'tr')).toEqual(['Own']);
  });
});
