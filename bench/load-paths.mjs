// autocannon over a list of paths, each requested once in turn across all connections (a page
// cache never sees the same URL twice unless the list runs out, which `wrapped` then reports).
// Run as a child process: node load-paths.mjs <origin> <connections> <seconds> <paths.json>
// Prints one line of JSON: requestsPerSecond, p50, p99, errors, non2xx, used, wrapped.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [origin, connections, seconds, pathsFile] = process.argv.slice(2);
const paths = JSON.parse(readFileSync(pathsFile, 'utf8'));
let next = 0;

const result = await autocannon({
  url: origin,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [{
    setupRequest(request) {
      request.path = paths[next % paths.length];
      next++;
      return request;
    },
  }],
});

process.stdout.write(JSON.stringify({
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  used: Math.min(next, paths.length),
  wrapped: next > paths.length,
}));
