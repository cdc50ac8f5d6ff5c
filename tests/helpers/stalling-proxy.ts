import type net from 'node:net';
import { startTcpProxy } from './tcp-proxy';

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
  const state = { silent: false };
  const tcp = await startTcpProxy(target, (client, upstream) => {
    let lost = false;
    const forward = (to: net.Socket) => (chunk: Buffer) => {
      if (state.silent) lost = true;
      if (!lost) to.write(chunk);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
  });
  return {
    port: tcp.port,
    get silent() {
      return state.silent;
    },
    set silent(value: boolean) {
      state.silent = value;
    },
    close: tcp.close,
  };
}
