import type { EngineMigration } from './columns';
import { initial } from './0001_initial';

/** Ordered by name; never rename or edit one that has shipped, add a new one. */
export const migrations: Record<string, EngineMigration> = {
  '0001_initial': initial,
};
