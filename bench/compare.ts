import { load, startBaseline, type LoadRequest, type LoadResult } from './load';

/** Seconds of load per figure (BENCH_SECONDS), split over the alternating rounds. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** Two rounds of each, alternating, so a noisy moment on the machine does not land on one side only. */
const ROUNDS = 2;

export interface Row {
  name: string;
  connections: number;
  app: LoadResult;
  baseline: LoadResult;
  ratio: number;
  target: string;
  pass: boolean;
}

/** The rounds of one side as one figure: mean req/s, worst latencies, summed failures. */
export function combine(results: LoadResult[]): LoadResult {
  const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    requestsPerSecond: Math.round(sum((r) => r.requestsPerSecond) / results.length),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
  };
}

/** `url` under load beside a bare node:http server answering its bytes, in alternating rounds. */
export async function compare(name: string, url: string, connections: number, target: (app: LoadResult, ratio: number) => [string, boolean], request: LoadRequest = {}): Promise<Row> {
  const response = await fetch(url, { headers: request.headers });
  const body = Buffer.from(await response.arrayBuffer());
  const baselineServer = await startBaseline(body, response.headers.get('content-type') ?? 'application/octet-stream');
  // The baseline gets the very same requests (headers included).
  await load(url, connections, 2, request); // warm-up
  await load(baselineServer.url, connections, 2, request);
  const appRounds: LoadResult[] = [];
  const baselineRounds: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    appRounds.push(await load(url, connections, SECONDS / ROUNDS, request));
    baselineRounds.push(await load(baselineServer.url, connections, SECONDS / ROUNDS, request));
  }
  baselineServer.stop();
  const app = combine(appRounds);
  const baseline = combine(baselineRounds);
  const ratio = app.requestsPerSecond / baseline.requestsPerSecond;
  const [targetText, pass] = target(app, ratio);
  return { name, connections, app, baseline, ratio, target: targetText, pass };
}
