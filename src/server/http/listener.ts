import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { AppContext } from '@/server/context';
import { createApiApp } from './app';
import { createHotReads } from './hot-reads';
import { createUploadHotPath } from './upload-hot-path';

/** Every /api request: the hot reads and held uploads first, then the Hono app. */
export function createApiListener(ctx: AppContext): (req: IncomingMessage, res: ServerResponse) => void {
  const hono = getRequestListener(createApiApp(ctx).fetch);
  const hotRead = createHotReads(ctx.services, ctx.config.publicUrl);
  const heldUpload = createUploadHotPath(ctx.services, ctx.config.publicUrl);
  return (req, res) => {
    if (!hotRead(req, res) && !heldUpload(req, res)) void hono(req, res);
  };
}
