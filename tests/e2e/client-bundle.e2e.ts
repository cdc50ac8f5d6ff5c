import { describe, expect, it } from 'vitest';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer().baseUrl;

/** The scripts a first visit to `path` loads. */
async function scriptsOf(path: string): Promise<string[]> {
  const html = await (await fetch(baseUrl + path)).text();
  const sources = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => new URL(src.replace(/&amp;/g, '&'), baseUrl).href);
  return Promise.all([...new Set(sources)].map(async (src) => (await fetch(src)).text()));
}

describe("the public pages' JavaScript", () => {
  // tailwind-merge (~8 KB gzip) is for server components only (src/lib/cn.ts); a module that a
  // client component imports must join classes with clsx. `isThemeGetter` is its own marker.
  it('leaves tailwind-merge on the server', async () => {
    for (const path of ['/', '/about', '/blog']) {
      for (const script of await scriptsOf(path)) expect(script).not.toContain('isThemeGetter');
    }
  });
});
