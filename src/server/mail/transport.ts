import { isIP } from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { SmtpOverrides } from '@/server/config';
import { ConnectionTestFailure, isLoopbackHost, type ConnectionFailure } from '@/server/net/connection-target';
import { redactSecret } from '@/server/redact';
import { errorMessage } from '@/server/startup-error';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Where mail goes: a real SMTP server, a provider's HTTP API, or (nothing configured) the server log. */
export interface MailTransport {
  kind: 'smtp' | 'resend' | 'log';
  from: string;
  send(mail: OutgoingMail): Promise<void>;
  /** Resolves when the server answers (connects and, with a login, accepts it) without sending anything; absent where there is nothing to ask. */
  reachable?(): Promise<void>;
  /** Closes the connections it keeps open, once another transport replaces it. */
  close?(): void;
}

export interface MailSettings {
  mail_driver?: unknown;
  mail_from?: unknown;
  smtp_host?: unknown;
  smtp_port?: unknown;
  smtp_username?: unknown;
  smtp_password?: unknown;
  smtp_encryption?: unknown;
  mail_api_key?: unknown;
}

/** What the environment says about mail (config.ts): SMTP_* and MAIL_FROM overrides, the provider API's base URL. */
export interface MailEnvironment {
  smtpOverrides: SmtpOverrides;
  mailApiUrl: string;
}

export interface SmtpOptions {
  driver: 'smtp';
  host: string;
  port: number;
  user: string;
  pass: string;
  encryption: 'none' | 'tls' | 'ssl';
  from: string;
}

export interface ResendOptions {
  driver: 'resend';
  /** The API's base URL (https://api.resend.com unless MAIL_API_URL says otherwise). */
  url: string;
  key: string;
  from: string;
}

export type MailOptions = SmtpOptions | ResendOptions;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * How mail is sent now, or null (the server log). SMTP_HOST in the environment wins over the
 * dashboard (as every SMTP_* variable and MAIL_FROM win over their settings); otherwise the
 * dashboard's driver decides: SMTP with a host, Resend with an API key.
 */
export function resolveMailOptions(settings: MailSettings, { smtpOverrides: overrides, mailApiUrl }: MailEnvironment): MailOptions | null {
  const from = overrides.from || text(settings.mail_from) || 'no-reply@localhost';
  if (!overrides.host && settings.mail_driver === 'resend') {
    const key = text(settings.mail_api_key);
    return key ? { driver: 'resend', url: mailApiUrl.replace(/\/+$/, ''), key, from } : null;
  }
  const host = overrides.host || (settings.mail_driver === 'smtp' ? text(settings.smtp_host) : '');
  if (!host) return null;
  const encryption = (overrides.encryption || text(settings.smtp_encryption) || 'tls') as SmtpOptions['encryption'];
  return {
    driver: 'smtp',
    host,
    port: Number(overrides.port || settings.smtp_port || (encryption === 'ssl' ? 465 : 587)),
    user: overrides.username || text(settings.smtp_username),
    pass: overrides.password || text(settings.smtp_password),
    encryption: ['none', 'tls', 'ssl'].includes(encryption) ? encryption : 'tls',
    from,
  };
}

/**
 * nodemailer's options for the server: `connectTo` (a checked address) instead of the host when
 * given, the host still named for TLS. A password never crosses the network in clear: without
 * encryption, AUTH to anything but loopback waits for STARTTLS (requireTLS) or fails.
 */
export function smtpConnectionOptions(options: SmtpOptions, connectTo?: string): SMTPTransport.Options {
  const auth = Boolean(options.user && options.pass);
  const requireTLS = options.encryption === 'tls' || (options.encryption === 'none' && auth && !isLoopbackHost(options.host));
  return {
    host: connectTo ?? options.host,
    port: options.port,
    secure: options.encryption === 'ssl',
    requireTLS,
    ignoreTLS: options.encryption === 'none' && !requireTLS,
    auth: auth ? { user: options.user, pass: options.pass } : undefined,
    tls: connectTo && !isIP(options.host) ? { servername: options.host } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

const createTransporter = (options: SmtpOptions, connectTo?: string): Transporter => nodemailer.createTransport(smtpConnectionOptions(options, connectTo));

/** What nodemailer threw, with the password taken out (a server may repeat what it was sent). */
const redactedSmtpError = (error: unknown, options: SmtpOptions) => new Error(redactSecret(errorMessage(error), options.pass));

/**
 * The outbox's mail goes over a small pool of connections, each kept for up to 100 mails and
 * closed after a second without one: a queue that built up while the server was away drains at
 * the speed of the server, not of one handshake per mail (about 7 a second).
 */
const OUTBOX_POOL = { pool: true, maxConnections: 2, maxMessages: 100, idleTimeout: 1_000 } as const;

function smtpTransport(options: SmtpOptions): MailTransport {
  const transporter = nodemailer.createTransport({ ...smtpConnectionOptions(options), ...OUTBOX_POOL });
  return {
    kind: 'smtp',
    from: options.from,
    async send(mail) {
      try {
        await transporter.sendMail({ from: options.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
      } catch (error) {
        throw redactedSmtpError(error, options);
      }
    },
    async reachable() {
      try {
        await transporter.verify();
      } catch (error) {
        throw redactedSmtpError(error, options);
      }
    },
    close() {
      transporter.close();
    },
  };
}

/** Longest wait for the provider's answer to one mail. */
const API_TIMEOUT_MS = 20_000;

/**
 * Sends one mail through Resend's API (`POST {url}/emails`); answers e.g. "200 OK (id 4ef9…)".
 * A refusal (4xx, 5xx) throws with the status and the provider's message, a network failure or
 * timeout with its cause; the key never appears in either.
 */
export async function sendThroughResend(options: ResendOptions, mail: OutgoingMail): Promise<string> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${options.url}/emails`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from: options.from, to: [mail.to], subject: mail.subject, html: mail.html, text: mail.text }),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    body = await response.json().catch(() => null);
  } catch (error) {
    const cause = error instanceof Error && error.cause !== undefined ? `: ${errorMessage(error.cause)}` : '';
    throw new Error(redactSecret(`${errorMessage(error)}${cause}`, options.key));
  }
  const field = (name: string) => (body && typeof body === 'object' && name in body ? String((body as Record<string, unknown>)[name]) : '');
  const status = `${response.status} ${response.statusText}`.trim();
  if (!response.ok) throw new Error(redactSecret(`${status}: ${field('message') || field('name') || 'no message'}`, options.key));
  return `${status}${field('id') ? ` (id ${field('id')})` : ''}`;
}

function resendTransport(options: ResendOptions): MailTransport {
  return {
    kind: 'resend',
    from: options.from,
    async send(mail) {
      await sendThroughResend(options, mail);
    },
  };
}

/** The failure class of what nodemailer threw (its error codes), never its text. */
function smtpFailureOf(error: unknown): ConnectionFailure {
  if (error instanceof ConnectionTestFailure) return error.failure;
  const { code, message } = error instanceof Error ? (error as Error & { code?: string }) : { code: undefined, message: '' };
  if (code === 'ETIMEDOUT') return 'timed_out';
  if (code === 'EAUTH' || code === 'ENOAUTH') return 'auth_refused';
  if (code === 'ETLS' || /\b(TLS|SSL)\b|certificate/i.test(message)) return 'tls_failed';
  if (code === 'EENVELOPE' || code === 'EMESSAGE') return 'rejected';
  return 'unreachable';
}

/**
 * Sends one mail now, outside the outbox, over a fresh SMTP connection to `connectTo` (a checked
 * address, see resolveConnectionTarget); `signal` ends it. A failure throws a
 * ConnectionTestFailure with its class only, never the server's words.
 */
export async function sendDirectSmtp(options: SmtpOptions, mail: OutgoingMail, connectTo: string, signal: AbortSignal): Promise<void> {
  const transporter = createTransporter(options, connectTo);
  try {
    await transporter.sendMail({ from: options.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, signal });
  } catch (error) {
    throw new ConnectionTestFailure(signal.aborted ? 'timed_out' : smtpFailureOf(error));
  } finally {
    transporter.close();
  }
}

const TOKEN_PARAMETER = /([?&]token=)[^&#\s"'<>]+/g;

/** The text with the token of every link (`?token=…`) replaced by `[redacted]`. */
export function redactTokens(text: string): string {
  return text.replace(TOKEN_PARAMETER, '$1[redacted]');
}

/**
 * Prints mail to the server log. Links carry live tokens (a reset link is a password): in
 * production they are redacted; in development they are printed whole, since without a mail driver the
 * log is the only way to follow them.
 */
function logTransport(log: (line: string) => void, redact: boolean): MailTransport {
  return {
    kind: 'log',
    from: 'log',
    async send(mail) {
      const text = redact ? redactTokens(mail.text) : mail.text;
      log(`[mail] no mail driver configured; mail to ${mail.to}\n  Subject: ${mail.subject}\n${text.replace(/^/gm, '  | ')}`);
    },
  };
}

export interface TransportResolverOptions {
  /** Redact link tokens from mail printed to the log (production). */
  redactTokens?: boolean;
}

/** One transport per distinct configuration (driver, server, key), rebuilt only when it changes. */
export function createTransportResolver(
  environment: MailEnvironment,
  log: (line: string) => void = console.log,
  { redactTokens: redact = false }: TransportResolverOptions = {},
) {
  let cachedKey = '';
  let cached: MailTransport | null = null;
  return (settings: MailSettings): MailTransport => {
    const options = resolveMailOptions(settings, environment);
    // Held only in memory; a changed driver, key or password gives the next mail a new transport.
    const key = JSON.stringify(options);
    if (!cached || key !== cachedKey) {
      cached?.close?.();
      cached = !options ? logTransport(log, redact) : options.driver === 'resend' ? resendTransport(options) : smtpTransport(options);
      cachedKey = key;
    }
    return cached;
  };
}
