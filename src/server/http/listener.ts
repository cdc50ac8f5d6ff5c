import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { AppContext } from '@/server/context';
import { createApiApp } from './app';
import { createHotReads } from './hot-reads';

/** Every /api request: the hot reads first, then the Hono app. */
export function createApiListener(ctx: AppContext): (req: IncomingMessage, res: ServerResponse) => void {
  const hono = getRequestListener(createApiApp(ctx).fetch);
  const hotRead = createHotReads(ctx.services, ctx.config.publicUrl);
  return (req, res) => {
    if (!hotRead(req, res)) void hono(req, res);
  };
}
