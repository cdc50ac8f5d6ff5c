import { isDeepStrictEqual } from 'node:util';
import { SECRET_DESTINATIONS, type SecretSettingKey } from '@/shared/api/settings';
import type { RawSettings } from './public-settings';

const SECRETS = Object.keys(SECRET_DESTINATIONS) as SecretSettingKey[];

/** Every setting that decides where a secret goes, with the secrets it decides for. */
export const DESTINATION_KEYS: readonly string[] = [...new Set(Object.values(SECRET_DESTINATIONS).flat())];

const isSet = (value: unknown) => typeof value === 'string' && value !== '';

/**
 * The stored secrets that `values` (about to be saved) would send somewhere else, or as someone
 * else, without a new value of their own: those are cleared in the same save (SECRET_DESTINATIONS).
 */
export function secretsMovedBy(values: RawSettings, current: RawSettings): SecretSettingKey[] {
  return SECRETS.filter((secret) =>
    isSet(current[secret]) &&
    !isSet(values[secret]) &&
    SECRET_DESTINATIONS[secret].some((key) => key in values && !isDeepStrictEqual(values[key], current[key])));
}
