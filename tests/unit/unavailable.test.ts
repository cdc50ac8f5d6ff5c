import { describe, expect, it } from 'vitest';
import { unavailableCause } from '@/server/db/unavailable';

const withCode = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('errors that mean the database cannot serve (503), named', () => {
  it.each([
    [withCode('SQLITE_READONLY', 'attempt to write a readonly database'), 'SQLite SQLITE_READONLY: attempt to write a readonly database'],
    [withCode('SQLITE_FULL', 'database or disk is full'), 'SQLite SQLITE_FULL: database or disk is full'],
    [withCode('SQLITE_IOERR_WRITE', 'disk I/O error'), 'SQLite SQLITE_IOERR_WRITE: disk I/O error'],
    [withCode('53100', 'could not extend file: No space left on device'), 'PostgreSQL 53100: could not extend file: No space left on device'],
    [withCode('57014', 'canceling statement due to statement timeout'), 'PostgreSQL 57014: canceling statement due to statement timeout'],
    [new Error('Query read timeout'), 'PostgreSQL did not answer: Query read timeout'],
    [new Error('timeout exceeded when trying to connect'), 'PostgreSQL did not answer: timeout exceeded when trying to connect'],
    [withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), 'connection failed: connect ECONNREFUSED 127.0.0.1:5432'],
    [new Error('Migration 0004_retention failed', { cause: withCode('ENOSPC', 'ENOSPC: no space left on device, write') }), 'disk: ENOSPC: no space left on device, write'],
  ])('%s', (error, cause) => {
    expect(unavailableCause(error)).toBe(cause);
  });

  it('leaves every other error alone (500)', () => {
    expect(unavailableCause(withCode('23505', 'duplicate key value violates unique constraint'))).toBeNull();
    expect(unavailableCause(withCode('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: users.email'))).toBeNull();
    expect(unavailableCause(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeNull();
    expect(unavailableCause('a string')).toBeNull();
  });
});
