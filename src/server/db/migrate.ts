import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DbHandle } from './connect';
import { migrations as allMigrations } from './migrations';
import type { EngineMigration } from './migrations/columns';

class EngineMigrationProvider implements MigrationProvider {
  constructor(
    private readonly handle: DbHandle,
    private readonly migrations: Record<string, EngineMigration>,
  ) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const { engine } = this.handle;
    return Object.fromEntries(
      Object.entries(this.migrations).map(([name, m]) => [
        name,
        { up: (db) => m.up(db, engine), down: (db) => m.down(db, engine) },
      ]),
    );
  }
}

/**
 * Brings the schema up to date. Pending migrations run in one transaction on both engines,
 * so a failure leaves the database exactly as it was.
 */
export async function migrateToLatest(
  handle: DbHandle,
  migrations: Record<string, EngineMigration> = allMigrations,
): Promise<string[]> {
  const migrator = new Migrator({ db: handle.db, provider: new EngineMigrationProvider(handle, migrations) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
