import type { AppConfig } from './config';
import type { AppContext } from './context';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { createInvalidationBus } from './services/invalidation';
import { configurePasswordHashing } from './services/passwords';
import { createServices } from './services';

/** Connects, migrates, seeds an empty database and builds the services. */
export async function createAppContext(config: AppConfig, log: (line: string) => void = console.log): Promise<AppContext> {
  configurePasswordHashing(config.passwordHashConcurrency);
  const handle = await connectDatabase(config.databaseUrl);
  try {
    const applied = await migrateToLatest(handle);
    if (applied.length) log(`[db] ${handle.engine}: applied ${applied.join(', ')}`);
    await seedIfEmpty(handle, {
      adminUsername: config.adminUsername,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      log,
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  const bus = await createInvalidationBus(config.redisUrl);
  const services = createServices({ handle, config, bus, log });
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
