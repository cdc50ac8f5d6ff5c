import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy on loopback that can go silent: while `silent` it still accepts connections
 * but forwards nothing either way, like a database host that stopped answering without
 * closing anything. A connection that lost bytes that way stays silent for good (its protocol
 * state is gone); connections made after `silent` is switched off work again.
 */
export interface StallingProxy {
  port: number;
  silent: boolean;
  close(): Promise<void>;
}

export async function startStallingProxy(target: { host: string; port: number }): Promise<StallingProxy> {
  const sockets = new Set<net.Socket>();
  const proxy: StallingProxy = { port: 0, silent: false, close };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    let lost = false;
    const forward = (to: net.Socket) => (chunk: Buffer) => {
      if (proxy.silent) lost = true;
      if (!lost) to.write(chunk);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    for (const [socket, other] of [[client, upstream], [upstream, client]] as const) {
      sockets.add(socket);
      socket.on('error', () => other.destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        other.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.port = (server.address() as AddressInfo).port;

  function close(): Promise<void> {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(() => resolve()));
  }
  return proxy;
}
