/**
 * Lighthouse (issue 27 target), BENCH_PART=lighthouse: the production server (PUBLIC_URL set, as
 * startServer does) audited by Lighthouse's mobile defaults (simulated slow 4G and a 4x slower
 * CPU) in Debian's Chromium: home, a blog post, sign-in and, signed in as the admin, the dashboard
 * overview. Targets: Performance ≥ 95, Accessibility, Best Practices and SEO 100 on each.
 * Each page is audited LIGHTHOUSE_RUNS times (3) and the median run kept, as Lighthouse advises;
 * its benchmark index (the machine's speed as Lighthouse measured it, lower when the machine is
 * busy) is printed beside it, since the 4x CPU slowdown is applied on top of whatever the machine gives.
 * Lighthouse needs Node.js 22 or later and a hundred packages the product does not: it is fetched
 * once into tmp/ and run with the server's own Node.js (scripts/server-node.mjs, bench/lighthouse-audit.mjs).
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

export interface LighthousePage {
  page: string;
  path: string;
  scores: Record<Category, number | null>;
  /** Lighthouse's measure of the machine's speed during the kept run. */
  benchmarkIndex: number;
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

/** Lighthouse's folder under tmp/, installed with the machine's npm when it is not there yet. */
function lighthouseHome(): string {
  const home = path.join(root, 'tmp', `lighthouse-${LIGHTHOUSE_VERSION}`);
  const cli = path.join(home, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (existsSync(cli)) return home;
  rmSync(home, { recursive: true, force: true });
  mkdirSync(home, { recursive: true });
  console.log(`[bench] lighthouse: installing ${LIGHTHOUSE_VERSION} into tmp/`);
  // The machine's npm installs it (it only warns that its own Node.js is older); the server's Node.js runs it.
  const installed = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', home, `lighthouse@${LIGHTHOUSE_VERSION}`], { stdio: 'inherit' });
  if (installed.status !== 0 || !existsSync(cli)) throw new Error(`installing lighthouse@${LIGHTHOUSE_VERSION} failed`);
  return home;
}

type Cookie = { name: string; value: string };

async function signInCookies(server: RunningServer): Promise<Cookie[]> {
  const answer = await fetch(`${server.baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: server.env.ADMIN_PASSWORD, remember_me: false }),
  });
  if (!answer.ok) throw new Error(`sign-in: ${answer.status}`);
  return answer.headers.getSetCookie().map((cookie) => {
    const [name, ...value] = cookie.split(';')[0].split('=');
    return { name, value: value.join('=') };
  });
}

const cookieHeader = (cookies: Cookie[]) => cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

/** The public path of the newest published blog post. */
async function blogPostPath(server: RunningServer, cookies: Cookie[]): Promise<string> {
  const answer = await fetch(`${server.baseUrl}/api/dashboard/modules/blog/contents?status=published&per_page=1`, { headers: { cookie: cookieHeader(cookies) } });
  const body = await answer.json() as { data?: { items?: { slug: Record<string, string> }[] } };
  const slug = body.data?.items?.[0]?.slug.en;
  if (!slug) throw new Error('the seeded blog has no published post');
  return `/blog/${slug}`;
}

async function audit(home: string, node: string, url: string, cookies: Cookie[]): Promise<Pick<LighthousePage, 'scores' | 'benchmarkIndex' | 'failing'>> {
  const output = path.join(root, 'tmp', `lighthouse-${Date.now()}.json`);
  const job = path.join(root, 'tmp', `lighthouse-${Date.now()}-job.json`);
  writeFileSync(job, JSON.stringify({ url, cookies, output, runs: RUNS, categories: CATEGORIES, chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS }));
  try {
    await run(node, [path.join(root, 'bench', 'lighthouse-audit.mjs'), home, job], { maxBuffer: 64 * 1024 * 1024, timeout: RUNS * 300_000 });
  } finally {
    rmSync(job, { force: true });
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    environment: { benchmarkIndex: number };
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
  return { scores, benchmarkIndex: Math.round(report.environment.benchmarkIndex), failing };
}

export async function benchLighthouse(): Promise<LighthouseResults> {
  const node = serverNodeBinary();
  const home = lighthouseHome();
  const server = await startServer();
  try {
    const signedIn = await signInCookies(server);
    const pages = [
      { page: 'home', path: '/', cookies: [] },
      { page: 'blog post', path: await blogPostPath(server, signedIn), cookies: [] },
      { page: 'sign-in', path: '/auth/sign-in', cookies: [] },
      { page: 'dashboard overview', path: '/dashboard', cookies: signedIn },
    ];
    const results: LighthousePage[] = [];
    for (const { page, path: pagePath, cookies } of pages) {
      // One unmeasured load first: what the server does once (its first render of a page) is not the visitor's.
      await (await fetch(server.baseUrl + pagePath, { headers: { cookie: cookieHeader(cookies) } })).arrayBuffer();
      console.log(`[bench] lighthouse: ${page} (${pagePath}), ${RUNS} run(s)`);
      const { scores, benchmarkIndex, failing } = await audit(home, node, server.baseUrl + pagePath, cookies);
      const pass = CATEGORIES.every((category) => (scores[category] ?? 0) >= TARGETS[category]);
      results.push({ page, path: pagePath, scores, benchmarkIndex, failing, pass });
    }
    return { version: LIGHTHOUSE_VERSION, targets: TARGETS, pages: results, pass: results.every((page) => page.pass) };
  } finally {
    await server.stop();
  }
}

export function printLighthouse(results: LighthouseResults) {
  console.log(`\n| Lighthouse ${results.version}, mobile | Performance | Accessibility | Best Practices | SEO | benchmark index | pass |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const page of results.pages) {
    const cells = CATEGORIES.map((category) => page.scores[category] ?? 'n/a').join(' | ');
    console.log(`| ${page.page} (\`${page.path}\`) | ${cells} | ${page.benchmarkIndex} | ${page.pass ? 'yes' : 'NO'} |`);
  }
  console.log(`| target | ≥ ${TARGETS.performance} | ${TARGETS.accessibility} | ${TARGETS['best-practices']} | ${TARGETS.seo} | | |`);
  for (const page of results.pages.filter((each) => each.failing.length)) console.log(`- ${page.page}: ${page.failing.join('; ')}`);
}
