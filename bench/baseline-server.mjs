// A bare node:http server answering every request with the same bytes: the baseline.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [bodyFile, contentType, port] = process.argv.slice(2);
const body = readFileSync(bodyFile);
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
