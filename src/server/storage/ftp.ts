import { Client } from 'basic-ftp';
import { redactSecret } from '@/server/redact';
import { errorMessage } from '@/server/startup-error';

export interface FtpOptions {
  host: string;
  port: number;
  username: string;
  password: string;
}

export interface FtpSettings {
  ftp_host?: unknown;
  ftp_port?: unknown;
  ftp_username?: unknown;
  ftp_password?: unknown;
}

/** What a connection check found: the server's replies, or why it failed. */
export interface FtpProbe {
  connected: boolean;
  /** The welcome and login replies (e.g. "220 Ready\n230 User logged in"), or the error. */
  response: string;
  /** The working directory after login and how many entries it lists (null when it failed). */
  directory: string | null;
  entries: number | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The saved FTP settings, or null when no host is set. */
export function resolveFtpOptions(settings: FtpSettings): FtpOptions | null {
  const host = text(settings.ftp_host);
  if (!host) return null;
  const port = Number(settings.ftp_port);
  return {
    host,
    port: Number.isInteger(port) && port > 0 ? port : 21,
    username: text(settings.ftp_username) || 'anonymous',
    password: typeof settings.ftp_password === 'string' ? settings.ftp_password : '',
  };
}

/**
 * Connects, logs in, reads the working directory and lists it, then closes. Never throws:
 * a failure (refused, timed out, "530 Login incorrect") is answered with `connected: false`.
 * Every step waits at most `timeoutMs` for the server.
 */
export async function probeFtp(options: FtpOptions, { timeoutMs = 10_000 } = {}): Promise<FtpProbe> {
  const client = new Client(timeoutMs);
  try {
    const welcome = await client.connect(options.host, options.port);
    const login = await client.login(options.username, options.password);
    await client.useDefaultSettings();
    const directory = await client.pwd();
    const entries = (await client.list()).length;
    return { connected: true, response: redactSecret(`${welcome.message}\n${login.message}`, options.password), directory, entries };
  } catch (error) {
    return { connected: false, response: redactSecret(errorMessage(error), options.password), directory: null, entries: null };
  } finally {
    client.close();
  }
}
