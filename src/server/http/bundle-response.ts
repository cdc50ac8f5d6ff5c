import type { Locale } from '@/i18n/locales';
import { translate } from '@/server/i18n/translate';
import type { Constants, PublicBundle } from '@/shared/types';

export interface EncodedBundle {
  /** The whole answer for a visitor without saved cookie preferences. */
  bytes: Uint8Array<ArrayBuffer>;
  /** The answer up to and after the visitor's constants, to splice them in. */
  beforeConstants: string;
  afterConstants: string;
}

const encoder = new TextEncoder();

/**
 * Serialising the bundle is the expensive part of GET /api/settings, so it happens once per
 * bundle object: the settings service returns the same object until invalidated, and the
 * WeakMap lets an outdated encoding go with its bundle.
 */
const encoded = new WeakMap<PublicBundle, EncodedBundle>();

export function encodeBundle(bundle: PublicBundle, locale: Locale): EncodedBundle {
  let result = encoded.get(bundle);
  if (!result) {
    const beforeConstants =
      `{"status":true,"statusCode":200,"message":${JSON.stringify(translate(locale, 'api.ok'))},"data":{` +
      `"settings":${JSON.stringify(bundle.settings)},"menus":${JSON.stringify(bundle.menus)},` +
      `"contents":${JSON.stringify(bundle.contents)},"constants":`;
    const afterConstants = '}}';
    result = { bytes: encoder.encode(beforeConstants + JSON.stringify(bundle.constants) + afterConstants), beforeConstants, afterConstants };
    encoded.set(bundle, result);
  }
  return result;
}

export function withConstants(encodedBundle: EncodedBundle, constants: Constants): string {
  return encodedBundle.beforeConstants + JSON.stringify(constants) + encodedBundle.afterConstants;
}
