import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpOverrides } from '@/server/config';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Where mail goes: a real SMTP server, or (nothing configured) the server log. */
export interface MailTransport {
  kind: 'smtp' | 'log';
  from: string;
  send(mail: OutgoingMail): Promise<void>;
}

export interface SmtpSettings {
  mail_driver?: unknown;
  mail_from?: unknown;
  smtp_host?: unknown;
  smtp_port?: unknown;
  smtp_username?: unknown;
  smtp_password?: unknown;
  smtp_encryption?: unknown;
}

interface SmtpOptions {
  host: string;
  port: number;
  user: string;
  pass: string;
  encryption: 'none' | 'tls' | 'ssl';
  from: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The environment (SMTP_*, MAIL_FROM; see config.ts) wins over the dashboard's settings. */
export function resolveSmtpOptions(settings: SmtpSettings, overrides: SmtpOverrides): SmtpOptions | null {
  const host = overrides.host || (settings.mail_driver === 'smtp' ? text(settings.smtp_host) : '');
  if (!host) return null;
  const encryption = (overrides.encryption || text(settings.smtp_encryption) || 'tls') as SmtpOptions['encryption'];
  return {
    host,
    port: Number(overrides.port || settings.smtp_port || (encryption === 'ssl' ? 465 : 587)),
    user: overrides.username || text(settings.smtp_username),
    pass: overrides.password || text(settings.smtp_password),
    encryption: ['none', 'tls', 'ssl'].includes(encryption) ? encryption : 'tls',
    from: overrides.from || text(settings.mail_from) || 'no-reply@localhost',
  };
}

function createTransporter(options: SmtpOptions): Transporter {
  return nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.encryption === 'ssl',
    requireTLS: options.encryption === 'tls',
    ignoreTLS: options.encryption === 'none',
    auth: options.user ? { user: options.user, pass: options.pass } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

function smtpTransport(options: SmtpOptions): MailTransport {
  const transporter = createTransporter(options);
  return {
    kind: 'smtp',
    from: options.from,
    async send(mail) {
      await transporter.sendMail({ from: options.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
    },
  };
}

/**
 * Sends one mail now, outside the outbox, over a fresh connection with the given settings;
 * answers the SMTP server's reply to the message (e.g. "250 2.0.0 Ok: queued"), or null
 * when no SMTP server is configured. A refusal throws with the server's answer.
 */
export async function sendDirect(settings: SmtpSettings, overrides: SmtpOverrides, mail: OutgoingMail): Promise<string | null> {
  const options = resolveSmtpOptions(settings, overrides);
  if (!options) return null;
  const transporter = createTransporter(options);
  try {
    const info = await transporter.sendMail({ from: options.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
    return String(info.response ?? '');
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
 * production they are redacted; in development they are printed whole, since without SMTP the
 * log is the only way to follow them.
 */
function logTransport(log: (line: string) => void, redact: boolean): MailTransport {
  return {
    kind: 'log',
    from: 'log',
    async send(mail) {
      const text = redact ? redactTokens(mail.text) : mail.text;
      log(`[mail] no SMTP configured; mail to ${mail.to}\n  Subject: ${mail.subject}\n${text.replace(/^/gm, '  | ')}`);
    },
  };
}

export interface TransportResolverOptions {
  /** Redact link tokens from mail printed to the log (production). */
  redactTokens?: boolean;
}

/** One transport per distinct configuration, rebuilt only when the settings change. */
export function createTransportResolver(
  overrides: SmtpOverrides,
  log: (line: string) => void = console.log,
  { redactTokens: redact = false }: TransportResolverOptions = {},
) {
  let cachedKey = '';
  let cached: MailTransport | null = null;
  return (settings: SmtpSettings): MailTransport => {
    const options = resolveSmtpOptions(settings, overrides);
    const key = JSON.stringify(options);
    if (!cached || key !== cachedKey) {
      cached = options ? smtpTransport(options) : logTransport(log, redact);
      cachedKey = key;
    }
    return cached;
  };
}
