import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { CONNECTION_TEST_DEADLINE_MS, CONNECTION_TEST_LIMIT } from '@/server/services/connection-tests';
import { dashboardSettingsSchema, settingsPatchSchema, testFtpResultSchema, testMailResultSchema } from '@/shared/api/settings';
import { settingsEntity } from '@/server/entities/settings';
import { requireUser } from '../../middleware/auth';
import { requestLocale } from '../../middleware/locale';
import { errorResponses, jsonResponse } from '../../openapi';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import { dashboardAccess } from './access';

/** Every settings route needs `external.settings`; each description goes on from what the access adds. */
const access = dashboardAccess(settingsEntity, 'settings');
const DEADLINE = `${CONNECTION_TEST_DEADLINE_MS / 1000} s`;
const LIMIT = `${CONNECTION_TEST_LIMIT.points} tests in ${CONNECTION_TEST_LIMIT.durationSeconds / 60} minutes`;

const getSettings = createRoute({
  method: 'get',
  path: '/',
  operationId: 'getDashboardSettings',
  ...access,
  summary: 'Every setting, secrets shown only as set or not set',
  description: `${access.description} Secrets (passwords, client secrets, API keys, tokens) are answered as \`{ "set": true|false }\`, never their value.`,
  responses: { 200: jsonResponse(dashboardSettingsSchema, 'The settings'), ...errorResponses(401, 403, 503) },
});

const saveSettings = createRoute({
  method: 'put',
  path: '/',
  operationId: 'saveDashboardSettings',
  ...access,
  summary: 'Saves any subset of the settings',
  description:
    `${access.description} Keys as in the GET answer; an unknown key or a bad value is a 422. A secret given as ` +
    '`""` keeps its stored value, `null` clears it. Changing where a secret is sent (SMTP host, port, user or encryption; FTP ' +
    'host, port or user; an OAuth or Vimeo client id) clears it unless a new one is given in the same save. Answers the saved ' +
    'settings and `reload_store` so open tabs re-sync.',
  request: { body: { required: true, content: { 'application/json': { schema: settingsPatchSchema } } } },
  responses: {
    200: jsonResponse(dashboardSettingsSchema, 'Saved; the settings as they are now'),
    ...errorResponses(400, 401, 403, 413, 415, 422, 503),
  },
});

const sendTestMail = createRoute({
  method: 'post',
  path: '/test-mail',
  operationId: 'sendDashboardTestMail',
  ...access,
  summary: 'Sends a test mail to the caller through the configured SMTP server or mail provider',
  description:
    `${access.description} Sent at once (not through the outbox) with the saved mail settings, counted against the ` +
    `caller's mail budget. SMTP: only to a public address (or one CONNECTION_TEST_ALLOWED_HOSTS names), within ${DEADLINE} in all; ` +
    '`response` is a translated text and `failure` its class, never the server\'s words. `resend`: the provider\'s status and ' +
    'message id (e.g. `200 OK (id …)`) or its refusal. 409 when no SMTP host (or, for `resend`, no API key) is configured, ' +
    `or when a password would go unencrypted to a host that is not loopback. 429 past ${LIMIT} per user, or past the ` +
    'mail budget.',
  responses: { 200: jsonResponse(testMailResultSchema, 'Whether the mail went, and why not'), ...errorResponses(401, 403, 409, 429, 503) },
});

const testFtpConnection = createRoute({
  method: 'post',
  path: '/test-ftp',
  operationId: 'testDashboardFtpConnection',
  ...access,
  summary: 'Logs in to the configured FTP server and lists its working directory',
  description:
    `${access.description} Uses the saved FTP settings (host, port, user, password; plain FTP, passive mode), only to a ` +
    `public address (or one CONNECTION_TEST_ALLOWED_HOSTS names), within ${DEADLINE} in all, then closes. \`response\` is a translated ` +
    "text and `failure` its class (e.g. `auth_refused` for a wrong password), never the server's words. 409 when no FTP host " +
    `is configured; 429 past ${LIMIT} per user.`,
  responses: { 200: jsonResponse(testFtpResultSchema, 'Whether the login and listing worked, and why not'), ...errorResponses(401, 403, 409, 429, 503) },
});

/** /api/dashboard/settings: reads from the settings service, saves through the dashboard's one write path. */
export function dashboardSettingsRoutes(ctx: AppContext) {
  const { settings, testMail, testFtp, dashboard } = ctx.services;
  return createRouter()
    .openapi(getSettings, async (c) => ok(c, await settings.dashboardView()))
    .openapi(saveSettings, async (c) => ok(c, await dashboard.settings.save(await requireUser(c), c.req.valid('json')), { message: 'settings_updated', reloadStore: true }))
    .openapi(sendTestMail, async (c) => {
      const result = await testMail.send(await requireUser(c), requestLocale(c));
      return ok(c, result, { message: result.sent ? 'test_mail_sent' : 'test_mail_failed' });
    })
    .openapi(testFtpConnection, async (c) => {
      const result = await testFtp.run(await requireUser(c), requestLocale(c));
      return ok(c, result, { message: result.connected ? 'ftp_connected' : 'ftp_connection_failed' });
    });
}
