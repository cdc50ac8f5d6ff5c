import 'server-only';
import type { AbstractIntlMessages } from 'next-intl';

/** Message namespaces client components on every page read; everything else stays on the server. */
const CLIENT_NAMESPACES = ['alert', 'base', 'form', 'cookie', 'error', 'ui'] as const;

/**
 * The messages handed to the browser: the shared client namespaces plus `extra` ones that
 * only some pages need (the account screens add theirs, so public pages don't carry them).
 */
export function pickClientMessages(messages: AbstractIntlMessages, extra: readonly string[] = []): AbstractIntlMessages {
  const namespaces = [...CLIENT_NAMESPACES, ...extra];
  return Object.fromEntries(namespaces.filter((key) => key in messages).map((key) => [key, messages[key]]));
}
