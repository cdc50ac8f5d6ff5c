// One page's Lighthouse audit for bench/lighthouse.ts, run by the server's Node.js with the
// Lighthouse fetched into tmp/: `node lighthouse-audit.mjs <lighthouse dir> <job.json>`, where the
// job names the url, Chromium and its flags, the categories, how many runs and where to write the
// median run's report (Lighthouse's computeMedianRun). A session cookie goes into the browser's own
// cookie jar, as a signed-in visitor's would: sent as an extra header instead, the page's own
// fetches went without it, and the dashboard's runtime took the visitor for signed out.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [home, jobFile] = process.argv.slice(2);
const job = JSON.parse(readFileSync(jobFile, 'utf8'));
const load = (specifier) => import(pathToFileURL(path.join(home, 'node_modules', specifier)).href);
const { default: lighthouse } = await load('lighthouse/core/index.js');
const { computeMedianRun, filterToValidRuns } = await load('lighthouse/core/lib/median-run.js');
const { default: puppeteer } = await load('puppeteer-core/lib/puppeteer/puppeteer-core.js');

const reports = [];
for (let run = 0; run < job.runs; run++) {
  // A fresh browser each run: nothing cached from the one before.
  const browser = await puppeteer.launch({ executablePath: job.chromePath, headless: true, args: job.chromeFlags });
  try {
    const page = await browser.newPage();
    if (job.cookies.length) await browser.setCookie(...job.cookies.map((cookie) => ({ ...cookie, url: job.url })));
    const result = await lighthouse(job.url, { output: 'json', onlyCategories: job.categories, logLevel: 'error' }, undefined, page);
    if (!result?.lhr) throw new Error(`no Lighthouse result for ${job.url}`);
    reports.push(result.lhr);
  } finally {
    await browser.close();
  }
}
// A run Chromium could not paint (a busy machine's NO_FCP) is left out; none left is a failure.
const valid = filterToValidRuns(reports);
if (valid.length === 0) throw new Error(`${job.url}: no valid run (${reports.map((lhr) => lhr.runtimeError?.code ?? 'no paint').join(', ')})`);
writeFileSync(job.output, JSON.stringify(computeMedianRun(valid)));
