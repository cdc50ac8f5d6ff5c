import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { loadConfig } from '@/server/config';
import { createAppContext } from '@/server/bootstrap';
import { registerAppContext } from '@/server/context';
import { admitRequest, createProxyTrust } from '@/server/http/client-ip';
import { createApiListener } from '@/server/http/listener';
import { baseSecurityHeaders, FALLBACK_CONTENT_SECURITY_POLICY } from '@/server/http/security-headers';
import { createPageCache, reportPageCache } from '@/server/web/page-cache';
import { createPageSpill } from '@/server/web/page-spill';
import { releaseRenderCompletionStacks } from '@/server/web/render-abort-stacks';
import { createPageRouter, loadLocaleRouting } from '@/server/web/page-routing';
import { createDashboardLanguage } from '@/server/web/dashboard-language';
import { answerSlugRedirect } from '@/server/web/slug-redirect';
import { adoptBuiltNextConfig } from '@/server/web/built-next-config';
import { buildDir } from '../../scripts/server-command.mjs';
import { defaultLocale } from '@/i18n/locales';
import { isMaintenanceOn } from '@/shared/maintenance';
import { drainServer } from '@/server/cluster/drain';
import { runsSiteJobs, workerSlot } from '@/server/cluster/worker-link';

const API_PATH = /^\/api(?:[/?#]|$)/;

/**
 * The one process serving the site (alone, or as one of the primary's workers): `/api` goes to the
 * API (hot reads, then the Hono app), everything else to Next.js. Both share one application
 * context (database pool, caches, services).
 */
export async function serveSite({ dev }: { dev: boolean }): Promise<void> {
  const startedAt = performance.now();
  releaseRenderCompletionStacks();
  // tsx turns source maps on; Node then parses the map of every module Next loads and keeps it
  // (the live heap under renders: 124 MB with them, 97 without). `next start` runs without them.
  if (!dev) process.setSourceMapsEnabled(false);
  const config = loadConfig();
  // The database, the web app and the locale routing's code get ready side by side: none needs
  // another before the first request, and each waits on files part of the time.
  const routingLoaded = loadLocaleRouting();
  const webReady = (async () => {
    if (!dev) adoptBuiltNextConfig(buildDir());
    const web = next({ dev, dir: process.cwd(), hostname: 'localhost', port: config.port });
    await web.prepare();
    return web;
  })();
  const [context, web] = await Promise.all([createAppContext(config), webReady, routingLoaded]);
  registerAppContext(context);

  const api = createApiListener(context);
  const handleWeb = web.getRequestHandler();
  const spill = config.pageCacheDiskBytes > 0 ? createPageSpill({ root: path.join(config.dataDir, 'page-cache'), maxBytes: config.pageCacheDiskBytes }) : undefined;
  const pages = createPageCache({
    bus: context.bus,
    ttlMs: config.pageCacheTtlMs,
    maxBytes: config.pageCacheMaxBytes,
    spill,
    // Not known before the settings are loaded: then assume it is on (signed-in visitors are rendered for themselves).
    maintenance: () => isMaintenanceOn(context.services.settings.peekPublicBundle(defaultLocale)?.settings.maintenance_mode),
  });

  reportPageCache(pages);

  const proxyTrust = createProxyTrust(config.trustedProxies);
  // Pages get their nonce CSP from routePage; what Next answers without it (its static files) keeps this one.
  const webHeaders = Object.entries({ ...baseSecurityHeaders(config.publicUrl), 'content-security-policy': FALLBACK_CONTENT_SECURITY_POLICY });

  const { sessions, settings } = context.services;
  const routePage = await createPageRouter(() => settings.get('default_language'), createDashboardLanguage(sessions, settings));
  const render = (req: http.IncomingMessage, res: http.ServerResponse, cacheKey: string | null) => {
    // Captured first: the page cache takes the tracking parameters and personal cookies off the request.
    const recording = cacheKey ? pages.capture(cacheKey, req, res) : undefined;
    for (const [name, value] of webHeaders) res.setHeader(name, value);
    const answer = () => routePage(req, res)
      .then((answered) => answered || answerSlugRedirect(req, res, context.services.slugRedirects))
      .then((answered) => (answered ? undefined : handleWeb(req, res)));
    (recording ? recording(answer) : answer())
      .catch((error: unknown) => {
        console.error('[web] unhandled error', error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      });
  };

  const server = http.createServer((req, res) => {
    admitRequest(req, proxyTrust);
    if (API_PATH.test(req.url ?? '/')) return void api(req, res);
    const cacheKey = pages.keyFor(req);
    if (cacheKey && pages.serve(cacheKey, res)) return;
    const underWay = cacheKey ? pages.underWay(cacheKey) : undefined;
    if (!underWay) return render(req, res, cacheKey);
    void underWay.then(() => {
      if (!pages.serve(cacheKey!, res)) render(req, res, cacheKey);
    });
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const slot = workerSlot();
  console.log(
    `[server] ${dev ? 'development' : 'production'} ${slot === null ? '' : `worker ${slot} (pid ${process.pid}) `}on http://localhost:${config.port} ` +
      `(${context.handle.engine}, ready in ${Math.round(performance.now() - startedAt)} ms${slot !== null && runsSiteJobs() ? ', runs the site jobs' : ''})`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal}: finishing the requests in flight`);
    try {
      await drainServer(server);
      await web.close?.();
      await context.close();
      await spill?.close();
    } finally {
      registerAppContext(undefined);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  // A worker whose primary is gone (killed with it) stops too rather than serve on alone.
  if (slot !== null) process.on('disconnect', () => void stop('primary gone'));
}
