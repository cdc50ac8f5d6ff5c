/**
 * JSON columns: `jsonb` on PostgreSQL, `text` on SQLite. Values are always written as
 * JSON text (PostgreSQL casts the parameter); reading depends on the engine because
 * `pg` already parses jsonb while SQLite hands back the text.
 */
export interface JsonCodec {
  write(value: unknown): string;
  read<T = unknown>(value: unknown): T;
}

export const sqliteJson: JsonCodec = {
  write: (value) => JSON.stringify(value ?? null),
  read: <T>(value: unknown) => (value === null || value === undefined ? null : JSON.parse(String(value))) as T,
};

export const postgresJson: JsonCodec = {
  write: (value) => JSON.stringify(value ?? null),
  read: <T>(value: unknown) => (value === undefined ? null : value) as T,
};
