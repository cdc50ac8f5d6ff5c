import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Scalar } from '@scalar/hono-api-reference';
import type { MiddlewareHandler, Schema } from 'hono';
import { WRITE_METHODS } from '../middleware/rate-limit';
import { ERROR_DESCRIPTIONS, ERROR_RESPONSE_COMPONENT, PARAMETER_COMPONENTS } from '../openapi';
import { DOCS_CONTENT_SECURITY_POLICY } from '../security-headers';
import type { ApiEnv } from '../types';
import { TOKEN_COOKIE } from '@/shared/shell-hints';

const DOCUMENT_PATH = '/openapi.json';
const ASSET_PATH = '/docs/assets/standalone.js';

const gzipAsync = promisify(gzip);

interface LoadedAsset {
  raw: Uint8Array<ArrayBuffer>;
  gzipped: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** Scalar's browser bundle from node_modules, read and compressed once on first use. */
function scalarBundle() {
  const file = createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');
  const packageJson = path.join(path.dirname(file), '..', '..', 'package.json');
  const version = (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
  let loaded: Promise<LoadedAsset> | null = null;
  const load = async (): Promise<LoadedAsset> => {
    const raw = new Uint8Array(await fs.readFile(file));
    const gzipped = new Uint8Array(await gzipAsync(raw, { level: 9 }));
    return { raw, gzipped, etag: `"scalar-${version}"` };
  };
  return {
    version,
    get: (): Promise<LoadedAsset> => {
      loaded ??= load().catch((error: unknown) => {
        loaded = null;
        throw error;
      });
      return loaded;
    },
  };
}

/** What the document says about itself: title and version, and the server it describes. */
export interface ApiDocumentHead {
  info: { title: string; version: string };
  /** PUBLIC_URL: the paths of the document already start with /api. */
  publicUrl: string;
  /** The paths under this prefix answer a write with 429 past the per-user limit (rateLimitWritesByUser). */
  writeLimited: string;
}

const WRITE_LIMIT_RESPONSE = {
  description: `${ERROR_DESCRIPTIONS[429]}: more writes than DASHBOARD_WRITE_RATE_LIMIT_PER_MINUTE by this user (Retry-After says when to try again)`,
  headers: { 'Retry-After': { description: 'Seconds until a write is counted again', schema: { type: 'integer' } } },
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_RESPONSE_COMPONENT}` } } },
};

/** The OpenAPI 3.1 document of every route registered on `app` (what GET /api/openapi.json serves). */
export function apiDocument<S extends Schema>(app: OpenAPIHono<ApiEnv, S, '/api'>, head: ApiDocumentHead) {
  const document = app.getOpenAPI31Document({ openapi: '3.1.0', info: head.info, servers: [{ url: head.publicUrl, description: 'This installation' }] });
  // The limit is a middleware in front of these routes, not part of each one's declaration.
  for (const [route, operations] of Object.entries(document.paths ?? {})) {
    if (!route.startsWith(head.writeLimited)) continue;
    for (const method of WRITE_METHODS) {
      const operation = operations[method.toLowerCase() as Lowercase<typeof method>];
      if (operation?.responses) operation.responses['429'] ??= WRITE_LIMIT_RESPONSE;
    }
  }
  return document;
}

/**
 * GET /api/openapi.json (the generated OpenAPI 3.1 description of every documented route) and
 * GET /api/docs (the Scalar API reference, served with its bundle from our own origin).
 * Register after all routers so the document covers them.
 */
export function registerApiDocs<S extends Schema>(app: OpenAPIHono<ApiEnv, S, '/api'>, head: ApiDocumentHead): void {
  const { info } = head;
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token returned by sign-in',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'cookieAuth', { type: 'apiKey', in: 'cookie', name: TOKEN_COOKIE });
  for (const [name, parameter] of Object.entries(PARAMETER_COMPONENTS)) {
    app.openAPIRegistry.registerComponent('parameters', name, parameter);
  }

  let document: string | null = null;
  app.get(DOCUMENT_PATH, (c) => {
    document ??= JSON.stringify(apiDocument(app, head));
    c.header('cache-control', 'no-cache');
    c.header('content-type', 'application/json; charset=UTF-8');
    return c.body(document);
  });

  const bundle = scalarBundle();
  const docsHeaders: MiddlewareHandler<ApiEnv> = async (c, next) => {
    c.header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY);
    c.header('cache-control', 'no-cache');
    await next();
  };
  app.get(
    '/docs',
    docsHeaders,
    Scalar<ApiEnv>({
      url: `/api${DOCUMENT_PATH}`,
      cdn: `/api${ASSET_PATH}?v=${bundle.version}`,
      pageTitle: `${info.title} reference`,
      withDefaultFonts: false,
      telemetry: false,
      hideClientButton: true,
      // The AI agent and the developer toolbar (share, deploy) use Scalar's hosted services.
      agent: { disabled: true },
      showDeveloperTools: 'never',
    }),
  );

  app.get(ASSET_PATH, async (c) => {
    const asset = await bundle.get();
    const versioned = c.req.query('v') === bundle.version;
    c.header('content-type', 'text/javascript; charset=UTF-8');
    c.header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    c.header('etag', asset.etag);
    c.header('vary', 'accept-encoding');
    if (c.req.header('if-none-match') === asset.etag) return c.body(null, 304);
    if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      c.header('content-encoding', 'gzip');
      return c.body(asset.gzipped);
    }
    return c.body(asset.raw);
  });
}
