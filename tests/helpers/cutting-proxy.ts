import { startTcpProxy } from './tcp-proxy';

/**
 * A TCP proxy on loopback that drops the connection, as a flaky network does: each time the
 * bytes sent towards the server (all connections together) reach the next of `cutAfter`, it
 * forwards exactly that many and then destroys both sides of the connection carrying them.
 */
export interface CuttingProxy {
  port: number;
  /** Connections cut so far. */
  readonly cuts: number;
  /** Bytes forwarded towards the server, all connections together. */
  readonly forwarded: number;
  close(): Promise<void>;
}

export async function startCuttingProxy(target: { host: string; port: number }, cutAfter: readonly number[]): Promise<CuttingProxy> {
  const pending = [...cutAfter].sort((a, b) => a - b);
  let forwarded = 0;
  let cuts = 0;

  const proxy = await startTcpProxy(target, (client, upstream) => {
    // Bytes the client sends before the server's side is up are held by the socket's own buffer.
    client.on('data', (chunk: Buffer) => {
      const cut = pending[0];
      if (cut !== undefined && forwarded + chunk.length >= cut) {
        upstream.write(chunk.subarray(0, cut - forwarded), () => {
          upstream.destroy();
          client.destroy();
        });
        forwarded = cut;
        pending.shift();
        cuts++;
        client.pause();
        return;
      }
      forwarded += chunk.length;
      if (!upstream.write(chunk)) {
        client.pause();
        upstream.once('drain', () => client.resume());
      }
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  return {
    port: proxy.port,
    get cuts() {
      return cuts;
    },
    get forwarded() {
      return forwarded;
    },
    close: proxy.close,
  };
}
