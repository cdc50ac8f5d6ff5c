import { createOperations } from '@/server/entities/operations';
import type { AuthServices } from '../auth';
import type { Mailer } from '../mailer';
import type { ModuleCatalogue } from '../modules';
import type { ServiceDeps } from '../deps';
import type { SessionsService } from '../sessions';
import type { SettingsService } from '../settings';
import type { AvatarStore } from '@/server/storage/avatars';
import type { FileStorages } from '@/server/storage/storages';
import type { VimeoVideos } from '@/server/media/vimeo-videos';
import { createRolesAdmin } from './roles';
import { createContentsAdmin } from './contents';
import { createContentHistory } from './content-history';
import { createRevisionsAdmin } from './revisions';
import { createUploadsAdmin } from './uploads';
import { createMediaAdmin } from './media';
import { createMediaRemoval } from './media-removal';
import { createMediaUploads } from './media-uploads';
import { createMenusAdmin } from './menus';
import { createLogsAdmin } from './logs';
import { createModulesAdmin } from './modules';
import { createOverview } from './overview';
import { createSessionsAdmin } from './sessions';
import { createSettingsAdmin } from './settings';
import { createSubmissionRemoval } from './submission-removal';
import { createSubmissionsAdmin } from './submissions';
import { createUsersAdmin } from './users';

/** The staff side's services, every write through the one operations helper. */
export function createDashboardServices(deps: ServiceDeps & {
  modules: ModuleCatalogue; sessions: SessionsService; auth: AuthServices; avatars: AvatarStore; settings: SettingsService; storages: FileStorages; vimeo: VimeoVideos; mailer: Mailer;
}) {
  const shared = { handle: deps.handle, sessions: deps.sessions, operations: createOperations(deps) };
  const mediaUploads = createMediaUploads({ handle: deps.handle, storages: deps.storages, vimeo: deps.vimeo, operations: shared.operations, config: deps.config });
  const uploads = createUploadsAdmin({ handle: deps.handle, config: deps.config, mediaUploads });
  const submissionRemoval = createSubmissionRemoval({ uploads });
  const contents = createContentsAdmin({ ...shared, modules: deps.modules, history: createContentHistory({ handle: deps.handle, uploads }) });
  const submissions = createSubmissionsAdmin({ ...shared, modules: deps.modules, removal: submissionRemoval });
  const settings = createSettingsAdmin({ operations: shared.operations, settings: deps.settings });
  const menus = createMenusAdmin(shared);
  const mediaRemoval = createMediaRemoval({ handle: deps.handle, modules: deps.modules, contents, submissions, menus, settings });
  return {
    roles: createRolesAdmin({ ...shared, settings: deps.settings }),
    users: createUsersAdmin({ ...shared, auth: deps.auth, avatars: deps.avatars, settings: deps.settings, mailer: deps.mailer, config: deps.config }),
    sessions: createSessionsAdmin(shared),
    modules: createModulesAdmin({ ...shared, bus: deps.bus, uploads }),
    contents,
    submissions,
    submissionRemoval,
    uploads,
    menus,
    media: createMediaAdmin({ ...shared, bus: deps.bus, modules: deps.modules, settings: deps.settings, uploads, mediaUploads, removal: mediaRemoval }),
    revisions: createRevisionsAdmin({ handle: deps.handle, contents }),
    logs: createLogsAdmin(shared),
    overview: createOverview(shared),
    settings,
  };
}

export type DashboardServices = ReturnType<typeof createDashboardServices>;
