import { contentsEntity } from './contents';
import { logsEntity } from './logs';
import { mediaEntity } from './media';
import { menusEntity } from './menus';
import { modulesEntity } from './modules';
import { rolesEntity } from './roles';
import { sessionsEntity } from './sessions';
import { settingsEntity } from './settings';
import { submissionsEntity } from './submissions';
import { usersEntity } from './users';

/**
 * Every entity the dashboard manages, by its one name. The app mounts the dashboard's routers
 * from this list (http/routes/dashboard/index.ts, keyed by these names), so an entity added here
 * without its router does not compile. A content module's contents and a form module's submissions are declared per module.
 */
export const ENTITIES = {
  roles: rolesEntity,
  users: usersEntity,
  sessions: sessionsEntity,
  settings: settingsEntity,
  logs: logsEntity,
  contents: contentsEntity,
  submissions: submissionsEntity,
  modules: modulesEntity,
  media: mediaEntity,
  menus: menusEntity,
} as const;

export type EntityName = keyof typeof ENTITIES;
