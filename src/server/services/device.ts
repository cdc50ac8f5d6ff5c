import { BlockList, isIP } from 'node:net';
import { UAParser } from 'ua-parser-js';
import type { Locale } from '@/i18n/locales';
import { translate } from '@/server/i18n/translate';

/** What a session records about the client that opened it. */
export interface ClientDescription {
  ip_address: string | null;
  /** `local` (private or loopback address), an ISO 3166 region code, or null. */
  location: string | null;
  device: string | null;
  browser: string | null;
}

export interface ClientHints {
  ip: string | null;
  userAgent: string | null | undefined;
  acceptLanguage: string | null | undefined;
}

const LOCAL_LOCATION = 'local';
const MAX_TEXT = 200;

const PRIVATE_RANGES = new BlockList();
for (const [network, prefix] of [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['127.0.0.0', 8], ['169.254.0.0', 16]] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv6');
}

function isPrivateAddress(ip: string): boolean {
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  const address = mapped ? mapped[1] : ip;
  const family = isIP(address);
  if (family === 0) return false;
  return PRIVATE_RANGES.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The region of the first language tag that names one, e.g. `sv-SE,sv;q=0.9` → SE. */
function regionOfAcceptLanguage(header: string): string | null {
  for (const part of header.split(',').slice(0, 10)) {
    const tag = part.split(';')[0].trim();
    if (!tag || tag === '*') continue;
    try {
      const region = new Intl.Locale(tag).region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      /* not a language tag */
    }
  }
  return null;
}

/**
 * An honest approximation of where a client is, without any network lookup: `local` for a
 * private or loopback address; otherwise the region the browser's preferred language names
 * (Accept-Language), which says where the person likely lives rather than where they are;
 * otherwise unknown.
 */
export function approximateLocation(ip: string | null, acceptLanguage: string | null | undefined): string | null {
  if (ip && isPrivateAddress(ip)) return LOCAL_LOCATION;
  return acceptLanguage ? regionOfAcceptLanguage(acceptLanguage) : null;
}

const clip = (value: string) => value.slice(0, MAX_TEXT);

export function describeClient({ ip, userAgent, acceptLanguage }: ClientHints): ClientDescription {
  const parsed = UAParser(userAgent ?? '');
  const os = [parsed.os.name, parsed.os.version].filter(Boolean).join(' ');
  const hardware = [parsed.device.vendor, parsed.device.model].filter(Boolean).join(' ');
  const device = hardware ? (os ? `${hardware} (${os})` : hardware) : os;
  const browser = [parsed.browser.name, parsed.browser.major].filter(Boolean).join(' ');
  return {
    ip_address: ip,
    location: approximateLocation(ip, acceptLanguage),
    device: device ? clip(device) : null,
    browser: browser ? clip(browser) : null,
  };
}

/** A stored location in the reader's language: "Local network", "Sweden", ... */
export function displayLocation(location: string | null, locale: Locale): string | null {
  if (!location) return null;
  if (location === LOCAL_LOCATION) return translate(locale, 'api.location_local_network');
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(location) ?? location;
  } catch {
    return location;
  }
}
