import { Client, FTPError } from 'basic-ftp';
import { ConnectionTestFailure, withDeadline, type ConnectionFailure } from '@/server/net/connection-target';

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

/** What a connection check found; never the server's own words (see ConnectionFailure). */
export interface FtpProbe {
  connected: boolean;
  /** Why it failed; null when connected. */
  failure: ConnectionFailure | null;
  /** The working directory after login and how many entries it lists (null when it failed). */
  directory: string | null;
  entries: number | null;
}

export interface ProbeOptions {
  /** The longest the whole check may take (see CONNECTION_TEST_DEADLINE_MS). */
  deadlineMs: number;
  /** The address to connect to for the host, checked (see resolveConnectionTarget); it throws ConnectionTestFailure. */
  resolve(host: string): Promise<string>;
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

/** Connects `client` to the checked address of the saved host, logs in and sets binary, passive transfers. */
export async function openFtpSession(client: Client, options: FtpOptions, resolve: (host: string) => Promise<string>): Promise<void> {
  await client.connect(await resolve(options.host), options.port);
  await client.login(options.username, options.password);
  await client.useDefaultSettings();
}

/** The failure class of what basic-ftp threw: a login refusal (530), a timeout, or anything else as unreachable. */
function failureOf(error: unknown): ConnectionFailure {
  if (error instanceof ConnectionTestFailure) return error.failure;
  if (error instanceof FTPError && error.code === 530) return 'auth_refused';
  if (error instanceof Error && /timeout/i.test(error.message)) return 'timed_out';
  return 'unreachable';
}

/**
 * Resolves and checks the host, connects to that address, logs in, reads the working directory
 * and lists it, then closes; all within `deadlineMs`. Never throws: a failure (not allowed,
 * refused, timed out, "530 Login incorrect") is answered with `connected: false` and its class.
 * Passive data connections go to the control connection's address (basic-ftp's default).
 */
export async function probeFtp(options: FtpOptions, { deadlineMs, resolve }: ProbeOptions): Promise<FtpProbe> {
  const client = new Client(deadlineMs);
  try {
    return await withDeadline(deadlineMs, () => client.close(), async () => {
      await openFtpSession(client, options, resolve);
      const directory = await client.pwd();
      const entries = (await client.list()).length;
      return { connected: true, failure: null, directory, entries };
    });
  } catch (error) {
    return { connected: false, failure: failureOf(error), directory: null, entries: null };
  } finally {
    client.close();
  }
}
