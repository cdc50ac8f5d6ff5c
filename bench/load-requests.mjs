// autocannon over a list of requests ({ path, headers? }), taken in turn across all connections:
// a browser visit replayed at load, or pages each requested once (a page cache then never sees the
// same request twice unless the list runs out, which `wrapped` reports).
// Run as a child process: node load-requests.mjs <origin> <connections> <seconds> <requests.json>
// Prints one line of JSON: requestsPerSecond, p50, p99, errors, non2xx, used, wrapped.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [origin, connections, seconds, requestsFile] = process.argv.slice(2);
const requests = JSON.parse(readFileSync(requestsFile, 'utf8'));
let next = 0;

const result = await autocannon({
  url: origin,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [{
    setupRequest(request) {
      const { path, headers } = requests[next % requests.length];
      next++;
      return { ...request, path, headers: { ...request.headers, ...headers } };
    },
  }],
});

process.stdout.write(JSON.stringify({
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  used: Math.min(next, requests.length),
  wrapped: next > requests.length,
}));
