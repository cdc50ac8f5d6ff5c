import { errorMessage } from '@/server/startup-error';

/**
 * Errors that mean the database cannot serve right now — it is silent or away, or its disk
 * is read-only or full — rather than that the request or the code is wrong. The API answers
 * them 503 (the client may retry) and start names them in one line.
 */

/** SQLite result codes (better-sqlite3 `code`, extended codes included by prefix). */
const SQLITE_UNAVAILABLE = /^SQLITE_(READONLY|FULL|IOERR|BUSY|CANTOPEN|NOMEM|PROTOCOL)/;

/**
 * PostgreSQL SQLSTATEs: 08 connection exception, 53 insufficient resources (53100 disk full,
 * 53300 too many connections), 57014 statement timeout, 57P0x shutdown or not accepting
 * connections yet, 25P03 idle-in-transaction timeout, 25006 a write on a read-only server
 * (a standby), 58030 I/O error.
 */
const POSTGRES_UNAVAILABLE = /^(08...|53...|57014|57P0.|25P03|25006|58030)$/;

/** Node's socket errors while reaching a database server. */
const NETWORK_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** node-postgres' own messages for a silent or lost server. */
const PG_CLIENT_UNAVAILABLE = /Query read timeout|timeout exceeded when trying to connect|Connection terminated|connection timeout|not queryable|Connection is closed/i;

/** Node's file errors on the database's disk. */
const DISK_UNAVAILABLE = new Set(['EROFS', 'ENOSPC', 'EDQUOT', 'EIO', 'EACCES', 'EPERM']);

function codeOf(error: object): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : '';
}

/**
 * Why the database (or the disk or network under it) cannot serve, naming it — e.g.
 * "SQLite SQLITE_READONLY: attempt to write a readonly database", "PostgreSQL did not answer:
 * Query read timeout", "PostgreSQL 53100: could not extend file" — or null when the error is
 * none of those. Follows `cause` chains (the migrator wraps what it failed on).
 */
export function unavailableCause(error: unknown): string | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = codeOf(current);
    const message = errorMessage(current);
    const detail = code && !message.startsWith(code) ? `${code}: ${message}` : message;
    if (SQLITE_UNAVAILABLE.test(code)) return `SQLite ${detail}`;
    if (POSTGRES_UNAVAILABLE.test(code)) return `PostgreSQL ${detail}`;
    if (!code && PG_CLIENT_UNAVAILABLE.test(message)) return `PostgreSQL did not answer: ${message}`;
    if (NETWORK_UNAVAILABLE.has(code)) return `connection failed: ${message}`;
    if (DISK_UNAVAILABLE.has(code)) return `disk: ${message}`;
  }
  return null;
}
