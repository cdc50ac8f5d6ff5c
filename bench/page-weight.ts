import { gzipSync } from 'node:zlib';

/** Gzipped bytes of every script a first visit to `pageUrl` loads (the HTML's <script src>). */
export async function firstLoadJsGzipBytes(pageUrl: string): Promise<{ bytes: number; scripts: number }> {
  const html = await (await fetch(pageUrl)).text();
  const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&'), pageUrl).href);
  const unique = [...new Set(sources)];
  let bytes = 0;
  for (const src of unique) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { bytes, scripts: unique.length };
}
