import type { ServiceDeps } from './deps';
import { closeRateLimiters } from './rate-limits';
import { createSessionsService } from './sessions';
import { createSettingsService } from './settings';
import { createSiteMenusService } from './site-menus';
import { createTestMailService } from './test-mail';
import { createTestFtpService } from './test-ftp';
import { createConstantsService } from './constants';
import { createCookieConsentService } from './cookie-consents';
import { createModuleCatalogue } from './modules';
import { createLogWriter } from './logs';
import { createLogPruner } from './log-retention';
import { createContentService } from './content';
import { createSlugRedirects } from './slug-redirects';
import { createDiscoveryService } from './discovery';
import { createFormsService } from './forms';
import { createOutbox } from '@/server/mail/outbox';
import { createTransportResolver } from '@/server/mail/transport';
import { createAvatarStore } from '@/server/storage/avatars';
import { createFileStorages } from '@/server/storage/storages';
import { createAvifQueue } from '@/server/entities/media-avif';
import { createAvifBackfill } from '@/server/media/avif-backfill';
import { createRemoteMediaQueue } from '@/server/entities/media-remote';
import { VIMEO_STORAGE } from '@/server/media/vimeo-api';
import { createVimeoStatusPoll } from '@/server/media/vimeo-status';
import { createVimeoVideos } from '@/server/media/vimeo-videos';
import { createServedUploads } from './served-uploads';
import { createUploadPruner } from './dashboard/upload-pruner';
import { createResumableUploads } from './dashboard/resumable-uploads';
import { createSubmissionRetention } from './submission-retention';
import { createMailQuota } from './mail-quota';
import { createMailer } from './mailer';
import { createNotificationsService } from './notifications';
import { createAuthServices } from './auth';
import { createDashboardServices } from './dashboard';

export function createServices(deps: ServiceDeps) {
  const sessions = createSessionsService(deps);
  const modules = createModuleCatalogue(deps);
  const content = createContentService({ ...deps, modules });
  const slugRedirects = createSlugRedirects({ ...deps, modules });
  // The public bundle's menus are a guest's, their links built from the targets content finds.
  const settings = createSettingsService({ ...deps, modules, linkTargets: content.linkTargets });
  // What pages and the submenus' request carry of the menus, per visitor.
  const siteMenus = createSiteMenusService({ settings, linkTargets: content.linkTargets });
  const mailQuota = createMailQuota(deps.config);
  const testMail = createTestMailService(settings, deps.config, mailQuota);
  const testFtp = createTestFtpService(settings, deps.config);
  const constants = createConstantsService(deps, settings);
  const cookieConsents = createCookieConsentService(deps);
  // Content uploads: the one place that says where they are kept. The drivers (local disk, FTP),
  // served by the driver each media row names; new files go to `storages.forNewFiles()`.
  const storages = createFileStorages({ config: deps.config, settings });
  // Videos go to Vimeo instead while its settings are complete.
  const vimeo = createVimeoVideos({ config: deps.config, settings });
  const servedUploads = createServedUploads({ handle: deps.handle, storages });
  const discovery = createDiscoveryService({ ...deps, modules });
  const logs = createLogWriter(deps);
  const logPruner = createLogPruner({ ...deps, settings });
  // One outbox for every mail of the process; its worker runs until close().
  const resolveTransport = createTransportResolver(deps.config, deps.log, { redactTokens: deps.config.production });
  const outbox = createOutbox({
    handle: deps.handle,
    transport: async () => resolveTransport(await settings.getAll()),
    pollIntervalMs: deps.config.mailPollIntervalMs,
    probeIntervalMs: deps.config.mailProbeIntervalMs,
    log: deps.log,
    keepLoggedBodies: !deps.config.production,
  });
  const mailer = createMailer(outbox, settings, mailQuota);
  const forms = createFormsService({ ...deps, modules, settings, mailer, outbox });
  const notifications = createNotificationsService(deps);
  const avatars = createAvatarStore(deps.config.dataDir);
  const auth = createAuthServices({ ...deps, sessions, notifications, mailer, settings, avatars });
  const dashboard = createDashboardServices({ ...deps, modules, sessions, auth, avatars, settings, storages, vimeo, mailer });
  const uploadPruner = createUploadPruner({ handle: deps.handle, storages, uploads: dashboard.uploads });
  // Resumable (tus) library uploads: their parts on disk, expired ones swept away.
  const resumableUploads = createResumableUploads({ handle: deps.handle, config: deps.config, media: dashboard.media });
  const submissionRetention = createSubmissionRetention({ handle: deps.handle, removal: dashboard.submissionRemoval });
  // AVIF variants of uploaded images, made in the background from the rows' pending state.
  const avifBackfill = createAvifBackfill({ queue: createAvifQueue(deps.handle), storageNamed: storages.named });
  // Videos Vimeo is still transcoding turn `ready` once it says they play.
  const vimeoStatus = createVimeoStatusPoll(
    { queue: createRemoteMediaQueue(deps.handle, VIMEO_STORAGE), vimeo },
    { intervalMs: deps.config.remoteStorage.vimeoPollIntervalMs },
  );
  if (deps.siteJobs) {
    // Once per site: every worker may send a mail it queued at once, but only this one polls for the rest.
    for (const job of [logPruner, outbox, uploadPruner, resumableUploads, submissionRetention, avifBackfill]) job.start();
    vimeoStatus.start(deps.config.remoteStorage.vimeoPollIntervalMs);
  }
  return {
    sessions,
    settings,
    siteMenus,
    testMail,
    testFtp,
    constants,
    cookieConsents,
    modules,
    content,
    slugRedirects,
    discovery,
    forms,
    logs,
    logPruner,
    outbox,
    mailer,
    notifications,
    avatars,
    storages,
    vimeo,
    vimeoStatus,
    servedUploads,
    uploadPruner,
    resumableUploads,
    submissionRetention,
    avifBackfill,
    auth,
    dashboard,
    /** Flushes buffered work (logs, session activity, mail) and stops timers; called on shutdown. */
    async close() {
      await auth.recovery.settled();
      await Promise.all([logs.close(), logPruner.close(), uploadPruner.close(), resumableUploads.close(), submissionRetention.close(), avifBackfill.close(), vimeoStatus.close(), forms.close(), sessions.close(), outbox.close()]);
      await closeRateLimiters();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
