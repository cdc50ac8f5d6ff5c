/**
 * Prints the OpenAPI document of the API (what GET /api/openapi.json serves) or writes it to
 * the file given as the only argument, without a database or a server: building the app only
 * registers its routes, and no request is ever made, so no service is touched.
 *   npx tsx scripts/openapi-document.ts tmp/openapi.json
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@/server/config';
import type { AppContext } from '@/server/context';
import { apiDocument } from '@/server/http/routes/docs';
import { apiDocumentHead, createApiApp } from '@/server/http/app';

const config = loadConfig(process.env);
const app = createApiApp({ config, services: {} } as AppContext);
const text = `${JSON.stringify(apiDocument(app, apiDocumentHead(config)), null, 2)}\n`;
const [target] = process.argv.slice(2);
if (target) {
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
} else {
  process.stdout.write(text);
}
