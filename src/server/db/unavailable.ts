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
 * Why the database cannot serve (e.g. "SQLITE_READONLY: attempt to write a readonly
 * database", "Query read timeout"), or null when the error is not one of those. Follows
 * `cause` chains (the migrator wraps what it failed on).
 */
export function unavailableCause(error: unknown): string | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = codeOf(current);
    if (
      SQLITE_UNAVAILABLE.test(code) ||
      POSTGRES_UNAVAILABLE.test(code) ||
      NETWORK_UNAVAILABLE.has(code) ||
      DISK_UNAVAILABLE.has(code) ||
      (!code && PG_CLIENT_UNAVAILABLE.test(current.message))
    ) {
      const message = errorMessage(current);
      return code && !message.startsWith(code) ? `${code}: ${message}` : message;
    }
  }
  return null;
}
