import type { Constants } from '@/shared/types';
import type { ServiceDeps } from './deps';
import type { SettingsService } from './settings';
import { buildConstants } from './constants-builder';
import { findCookiePreferences } from './cookie-consents';

/** GET /api/constants: cookie categories plus this visitor's saved preferences. */
export function createConstantsService({ handle }: ServiceDeps, settings: SettingsService) {
  return {
    async forVisitor(visitorId: string | null): Promise<Constants> {
      const [consent, saved] = await Promise.all([
        settings.cookieConsent(),
        visitorId ? findCookiePreferences(handle, visitorId) : null,
      ]);
      return buildConstants(consent, saved);
    },
  };
}

export type ConstantsService = ReturnType<typeof createConstantsService>;
