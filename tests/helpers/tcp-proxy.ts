import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Destroys every connection still open and stops listening. */
  close(): Promise<void>;
}

/**
 * A TCP proxy on loopback: each client is connected to `target` and both sockets handed to
 * `forward`, which moves the bytes (or not). When either side fails or closes, the other is destroyed.
 */
export async function startTcpProxy(target: { host: string; port: number }, forward: (client: net.Socket, upstream: net.Socket) => void): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    forward(client, upstream);
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
  return {
    port: (server.address() as AddressInfo).port,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
