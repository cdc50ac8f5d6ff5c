import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

/** The engines a migration runs on (the application's `Engine` must stay assignable to it: migrations import nothing from the application). */
export type Engine = 'sqlite' | 'postgres';

/** Column helpers that give the same behaviour on both engines. */
export function columns(engine: Engine) {
  const pg = engine === 'postgres';
  return {
    id: <T extends string>(table: CreateTableBuilder<T, never>) =>
      pg
        ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
    json: pg ? ('jsonb' as const) : ('text' as const),
    timestamp: pg ? ('timestamptz' as const) : ('text' as const),
    now: (c: ColumnDefinitionBuilder) =>
      c.notNull().defaultTo(pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  };
}

export interface EngineMigration {
  up(db: Kysely<any>, engine: Engine): Promise<void>;
  down(db: Kysely<any>, engine: Engine): Promise<void>;
}
