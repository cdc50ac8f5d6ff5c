import type { AppConfig } from './config';
import type { AppContext } from './context';
import { connectDatabase, type DbHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { unavailableCause } from './db/unavailable';
import { createInvalidationBus, type InvalidationBus } from './services/invalidation';
import { configurePasswordHashing } from './services/passwords';
import { prepareSettingsSecrets } from './services/settings-secrets';
import { createServices } from './services';
import { runsSiteJobs } from './cluster/worker-link';
import { redactUrl, StartupError } from './startup-error';
import { prepareDataDir } from './storage/data-dir';

/**
 * Connects, migrates, seeds an empty database and builds the services. A known cause of
 * failure (an unreachable database or Redis, a read-only or full disk) is a StartupError
 * naming the variable to fix.
 */
export async function createAppContext(config: AppConfig, log: (line: string) => void = console.log): Promise<AppContext> {
  configurePasswordHashing(config.passwordHashConcurrency);
  prepareDataDir(config.dataDir);
  const handle = await connectDatabase(config.databaseUrl, config.database);
  let bus: InvalidationBus;
  try {
    const applied = await migrateToLatest(handle);
    if (applied.length) log(`[db] ${handle.engine}: applied ${applied.join(', ')}`);
    await seedIfEmpty(handle, {
      adminUsername: config.adminUsername,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      log,
    });
    await prepareSettingsSecrets(handle, config);
    bus = await createInvalidationBus(config.redisUrl);
  } catch (error) {
    await handle.close();
    throw knownStartFailure(error, handle, config) ?? error;
  }
  const services = createServices({ handle, config, bus, log, siteJobs: runsSiteJobs() });
  return {
    config,
    handle,
    bus,
    services,
    async close() {
      await services.close();
      await bus.close();
      await handle.close();
    },
  };
}

/** A database that stopped answering or a disk that refused the writes of migrating or seeding. */
function knownStartFailure(error: unknown, handle: DbHandle, config: AppConfig): StartupError | null {
  if (error instanceof StartupError) return error;
  const cause = unavailableCause(error);
  if (!cause) return null;
  const where = handle.engine === 'postgres'
    ? `PostgreSQL at ${redactUrl(config.databaseUrl)} failed (DATABASE_URL)`
    : `The SQLite database ${config.databaseUrl.replace(/^sqlite:/, '')} cannot be written (DATA_DIR / DATABASE_URL)`;
  return new StartupError(`${where}: ${cause}`, { cause: error });
}
