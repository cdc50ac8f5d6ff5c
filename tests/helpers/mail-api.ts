import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake provider received. */
export interface ProviderRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  body: { from?: string; to?: string[]; subject?: string; html?: string; text?: string };
}

export interface TestMailApi {
  /** The base URL to give as MAIL_API_URL. */
  url: string;
  requests: ProviderRequest[];
  /** The next `count` requests are answered with this status and body (e.g. 422 with Resend's error shape). */
  failNext(status: number, body: Record<string, unknown>, count?: number): void;
  /** Stops listening (the port stays reserved for start()). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/**
 * A loopback HTTP server answering like Resend's `POST /emails`: `{ id }` with 200, every
 * request recorded. It does not check the key; the tests read the Authorization header.
 */
export async function startMailApi(): Promise<TestMailApi> {
  const requests: ProviderRequest[] = [];
  const failures: { status: number; body: Record<string, unknown> }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: ProviderRequest['body'] = {};
      try {
        body = JSON.parse(text) as ProviderRequest['body'];
      } catch {
        // Recorded as empty: the test sees the sender sent no JSON.
      }
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        contentType: request.headers['content-type'] ?? '',
        body,
      });
      const failure = request.url === '/emails' ? failures.shift() : { status: 404, body: { statusCode: 404, name: 'not_found', message: 'Not found' } };
      const status = failure?.status ?? 200;
      response.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
      response.end(JSON.stringify(failure?.body ?? { id: randomUUID() }));
    });
  });
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await start();
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(status, body, count = 1) {
      for (let index = 0; index < count; index++) failures.push({ status, body });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    start,
  };
}
