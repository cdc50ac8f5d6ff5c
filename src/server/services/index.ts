import type { ServiceDeps } from './deps';
import { closeRateLimiters } from './rate-limits';
import { createSessionsService } from './sessions';
import { createSettingsService } from './settings';
import { createConstantsService } from './constants';
import { createCookieConsentService } from './cookie-consents';
import { createModulesService } from './modules';
import { createLogWriter } from './logs';
import { createContentService } from './content';
import { createFormsService } from './forms';

export function createServices(deps: ServiceDeps) {
  const sessions = createSessionsService(deps.handle);
  const settings = createSettingsService(deps);
  const constants = createConstantsService(deps, settings);
  const cookieConsents = createCookieConsentService(deps);
  const modules = createModulesService(deps);
  const content = createContentService(deps);
  const forms = createFormsService(deps);
  const logs = createLogWriter(deps);
  return {
    sessions,
    settings,
    constants,
    cookieConsents,
    modules,
    content,
    forms,
    logs,
    /** Flushes buffered work (logs) and stops timers; called on shutdown. */
    async close() {
      await logs.close();
      await closeRateLimiters();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
