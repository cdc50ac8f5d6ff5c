import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeOAuthProvider, type FakeOAuthProvider } from '../../helpers/fake-oauth';
import { startFtpServer, type TestFtpServer } from '../../helpers/ftp';
import { startSmtpServer, type CapturedMail, type TestSmtpServer } from '../../helpers/smtp';

/**
 * The protocol peers the server talks to during the browser journeys, started in the test
 * process: an SMTP server capturing mail, fake Google/Facebook OAuth providers and an FTP
 * server (the dashboard's FTP settings are pointed at it by the journey itself). A small
 * loopback "control" server lets test files (in other processes) read the captured mail and
 * act as the person at the provider's consent screen.
 */
export type ProviderName = 'google' | 'facebook';

export const OAUTH_CLIENTS: Record<ProviderName, { clientId: string; clientSecret: string }> = {
  google: { clientId: 'e2e-google-client', clientSecret: 'e2e-google-secret' },
  facebook: { clientId: 'e2e-facebook-client', clientSecret: 'e2e-facebook-secret' },
};

const CLIENT_AUTHENTICATION: Record<ProviderName, 'basic' | 'body'> = { google: 'basic', facebook: 'body' };
const MAIL_FROM = 'Polyglot <no-reply@polyglot.test>';

export interface TestPeers {
  /** Environment for the server process: where to send mail and which provider endpoints to use. */
  serverEnv: Record<string, string>;
  /** Base URL of the control server, for the test files. */
  controlUrl: string;
  /** Where the FTP server listens and its one account. */
  ftp: FtpPeer;
  stop(): Promise<void>;
}

export type FtpPeer = Pick<TestFtpServer, 'host' | 'port' | 'username' | 'password'>;

export interface MailView {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const toView = ({ to, subject, text, html }: CapturedMail): MailView => ({ to, subject, text, html });

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The provider's sign-in screen, reduced to "continue as {name}" or cancel. */
function consentPage(provider: ProviderName, query: string, persona: Record<string, unknown> | undefined): string {
  const name = typeof persona?.name === 'string' ? persona.name : 'nobody (no persona set)';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake ${provider} sign-in</title></head>
<body><main><h1>Fake ${provider}</h1><p>Continue as ${escapeHtml(name)}?</p>
<form method="post"><input type="hidden" name="query" value="${escapeHtml(query)}">
<button name="decision" value="allow">Continue</button> <button name="decision" value="deny">Cancel</button></form></main></body></html>`;
}

export async function startTestPeers(): Promise<TestPeers> {
  const smtp: TestSmtpServer = await startSmtpServer();
  const ftp = await startFtpServer({ files: ['e2e-one.txt', 'e2e-two.txt'] });
  const providers = {} as Record<ProviderName, FakeOAuthProvider>;
  for (const provider of Object.keys(OAUTH_CLIENTS) as ProviderName[]) {
    providers[provider] = await startFakeOAuthProvider({ ...OAUTH_CLIENTS[provider], clientAuthentication: CLIENT_AUTHENTICATION[provider] });
  }
  /** The profile the provider reports for the next sign-in, set by the test. */
  const personas: Partial<Record<ProviderName, Record<string, unknown>>> = {};

  async function handleConsent(provider: ProviderName, request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(consentPage(provider, url.search.slice(1), personas[provider]));
      return;
    }
    const form = new URLSearchParams(await readBody(request));
    const authorize = new URLSearchParams(form.get('query') ?? '');
    const redirectUri = authorize.get('redirect_uri') ?? '';
    let back: URL;
    if (form.get('decision') === 'allow' && personas[provider]) {
      const granted = await providers[provider].authorize(`${providers[provider].authorizationUrl}?${authorize}`, personas[provider]!);
      back = new URL(granted.redirectUri);
      back.searchParams.set('code', granted.code);
      back.searchParams.set('state', granted.state);
    } else {
      back = new URL(redirectUri);
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('state', authorize.get('state') ?? '');
    }
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  const control = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const consent = url.pathname.match(/^\/oauth\/(google|facebook)\/consent$/);
    const persona = url.pathname.match(/^\/oauth\/(google|facebook)\/persona$/);
    if (consent) {
      handleConsent(consent[1] as ProviderName, request, response, url).catch((error: unknown) => sendJson(response, 500, { error: String(error) }));
      return;
    }
    if (persona && request.method === 'POST') {
      void readBody(request).then((body) => {
        personas[persona[1] as ProviderName] = JSON.parse(body) as Record<string, unknown>;
        sendJson(response, 200, { ok: true });
      });
      return;
    }
    if (url.pathname === '/mails' && request.method === 'GET') {
      const to = url.searchParams.get('to')?.toLowerCase();
      sendJson(response, 200, smtp.mails.filter((mail) => !to || mail.to.some((address) => address.toLowerCase() === to)).map(toView));
      return;
    }
    sendJson(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;

  const serverEnv: Record<string, string> = {
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    SMTP_ENCRYPTION: 'none',
    MAIL_FROM,
    MAIL_POLL_INTERVAL_MS: '500',
    // The settings journey's connection tests reach these loopback peers (production allows none by default).
    CONNECTION_TEST_ALLOWED_HOSTS: '127.0.0.0/8, ::1',
  };
  for (const provider of Object.keys(OAUTH_CLIENTS) as ProviderName[]) {
    const key = provider.toUpperCase();
    serverEnv[`OAUTH_${key}_AUTH_URL`] = `${controlUrl}/oauth/${provider}/consent`;
    serverEnv[`OAUTH_${key}_TOKEN_URL`] = providers[provider].tokenUrl;
    serverEnv[`OAUTH_${key}_USERINFO_URL`] = providers[provider].userinfoUrl;
  }

  return {
    serverEnv,
    controlUrl,
    ftp: { host: ftp.host, port: ftp.port, username: ftp.username, password: ftp.password },
    async stop() {
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await Promise.all(Object.values(providers).map((provider) => provider.close()));
      await smtp.stop();
      await ftp.stop();
    },
  };
}
