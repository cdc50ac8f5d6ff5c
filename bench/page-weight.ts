import { gzipSync } from 'node:zlib';

/**
 * Gzipped bytes of every script a first visit to `pageUrl` loads: the HTML's <script src>,
 * less `nomodule` ones (legacy polyfills that browsers with module support never fetch).
 */
export async function firstLoadJsGzipBytes(pageUrl: string): Promise<{ bytes: number; scripts: number }> {
  const html = await (await fetch(pageUrl)).text();
  const sources = [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => ({ tag, src: /\ssrc="([^"]+)"/.exec(tag)?.[1] }))
    .filter(({ tag, src }) => src && !/\snomodule\b/i.test(tag))
    .map(({ src }) => new URL(src!.replace(/&amp;/g, '&'), pageUrl).href);
  const unique = [...new Set(sources)];
  let bytes = 0;
  for (const src of unique) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { bytes, scripts: unique.length };
}
