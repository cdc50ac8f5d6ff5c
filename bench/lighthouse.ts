/**
 * Lighthouse (issue 27 target), BENCH_PART=lighthouse: the production server (PUBLIC_URL set, as
 * startServer does) audited by Lighthouse's mobile defaults (simulated slow 4G and a 4x slower
 * CPU) in Debian's Chromium: home, a blog post, sign-in and, signed in as the admin, the dashboard
 * overview. Targets: Performance ≥ 95, Accessibility, Best Practices and SEO 100 on each.
 * Lighthouse needs Node.js 22 or later and a hundred packages the product does not: it is fetched
 * once into tmp/ and run with the server's own Node.js (scripts/server-node.mjs).
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServer, type RunningServer } from '../scripts/server-process';
import { serverNodeBinary } from '../scripts/server-node.mjs';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const LIGHTHOUSE_VERSION = '13.5.0';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

export interface LighthousePage {
  page: string;
  path: string;
  scores: Record<Category, number | null>;
  /** Audits scored under 0.9 that count towards a category: what keeps a score down. */
  failing: string[];
  pass: boolean;
}

export interface LighthouseResults {
  version: string;
  targets: Record<Category, number>;
  pages: LighthousePage[];
  pass: boolean;
}

/** Lighthouse's command under tmp/, installed with the server's Node.js when it is not there yet. */
function lighthouseCli(): string {
  const home = path.join(root, 'tmp', `lighthouse-${LIGHTHOUSE_VERSION}`);
  const cli = path.join(home, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (existsSync(cli)) return cli;
  rmSync(home, { recursive: true, force: true });
  mkdirSync(home, { recursive: true });
  console.log(`[bench] lighthouse: installing ${LIGHTHOUSE_VERSION} into tmp/`);
  // The machine's npm installs it (it only warns that its own Node.js is older); the server's Node.js runs it.
  const installed = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', home, `lighthouse@${LIGHTHOUSE_VERSION}`], { stdio: 'inherit' });
  if (installed.status !== 0 || !existsSync(cli)) throw new Error(`installing lighthouse@${LIGHTHOUSE_VERSION} failed`);
  return cli;
}

async function signInCookie(server: RunningServer): Promise<string> {
  const answer = await fetch(`${server.baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: server.env.ADMIN_PASSWORD, remember_me: false }),
  });
  if (!answer.ok) throw new Error(`sign-in: ${answer.status}`);
  return answer.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** The public path of the newest published blog post. */
async function blogPostPath(server: RunningServer, cookie: string): Promise<string> {
  const answer = await fetch(`${server.baseUrl}/api/dashboard/modules/blog/contents?status=published&per_page=1`, { headers: { cookie } });
  const body = await answer.json() as { data?: { items?: { slug: Record<string, string> }[] } };
  const slug = body.data?.items?.[0]?.slug.en;
  if (!slug) throw new Error('the seeded blog has no published post');
  return `/blog/${slug}`;
}

async function audit(cli: string, node: string, url: string, headers?: Record<string, string>): Promise<Pick<LighthousePage, 'scores' | 'failing'>> {
  const output = path.join(root, 'tmp', `lighthouse-${Date.now()}.json`);
  const args = [cli, url, `--chrome-path=${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`, `--chrome-flags=${CHROME_FLAGS}`,
    `--only-categories=${CATEGORIES.join(',')}`, '--output=json', `--output-path=${output}`, '--quiet'];
  if (headers) args.push(`--extra-headers=${JSON.stringify(headers)}`);
  await run(node, args, { maxBuffer: 64 * 1024 * 1024, timeout: 300_000 });
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<string, { score: number | null; displayValue?: string }>;
  };
  rmSync(output, { force: true });
  const scores = Object.fromEntries(CATEGORIES.map((category) => {
    const score = report.categories[category]?.score;
    return [category, score == null ? null : Math.round(score * 100)];
  })) as Record<Category, number | null>;
  const counted = new Set(CATEGORIES.flatMap((category) => report.categories[category].auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)));
  const failing = [...counted].filter((id) => {
    const score = report.audits[id]?.score;
    return score != null && score < 0.9;
  }).map((id) => `${id}${report.audits[id].displayValue ? ` (${report.audits[id].displayValue})` : ''}`);
  return { scores, failing };
}

export async function benchLighthouse(): Promise<LighthouseResults> {
  const node = serverNodeBinary();
  const cli = lighthouseCli();
  const server = await startServer();
  try {
    const cookie = await signInCookie(server);
    const pages = [
      { page: 'home', path: '/' },
      { page: 'blog post', path: await blogPostPath(server, cookie) },
      { page: 'sign-in', path: '/auth/sign-in' },
      { page: 'dashboard overview', path: '/dashboard', headers: { Cookie: cookie } },
    ];
    const results: LighthousePage[] = [];
    for (const { page, path: pagePath, headers } of pages) {
      // One unmeasured load first: what the server does once (its first render of a page) is not the visitor's.
      await (await fetch(server.baseUrl + pagePath, { headers })).arrayBuffer();
      console.log(`[bench] lighthouse: ${page} (${pagePath})`);
      const { scores, failing } = await audit(cli, node, server.baseUrl + pagePath, headers);
      const pass = CATEGORIES.every((category) => (scores[category] ?? 0) >= TARGETS[category]);
      results.push({ page, path: pagePath, scores, failing, pass });
    }
    return { version: LIGHTHOUSE_VERSION, targets: TARGETS, pages: results, pass: results.every((page) => page.pass) };
  } finally {
    await server.stop();
  }
}

export function printLighthouse(results: LighthouseResults) {
  console.log(`\n| Lighthouse ${results.version}, mobile | Performance | Accessibility | Best Practices | SEO | pass |`);
  console.log('|---|---|---|---|---|---|');
  for (const page of results.pages) {
    const cells = CATEGORIES.map((category) => page.scores[category] ?? 'n/a').join(' | ');
    console.log(`| ${page.page} (\`${page.path}\`) | ${cells} | ${page.pass ? 'yes' : 'NO'} |`);
  }
  console.log(`| target | ≥ ${TARGETS.performance} | ${TARGETS.accessibility} | ${TARGETS['best-practices']} | ${TARGETS.seo} | |`);
  for (const page of results.pages.filter((each) => each.failing.length)) console.log(`- ${page.page}: ${page.failing.join('; ')}`);
}
