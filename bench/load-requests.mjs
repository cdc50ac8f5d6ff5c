// autocannon over a recorded list of requests (path and headers), cycled in order across all
// connections: a browser visit replayed at load.
// Run as a child process: node load-requests.mjs <origin> <connections> <seconds> <requests.json>
// Prints one line of JSON: requestsPerSecond, p50, p99, errors, non2xx.
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
}));
