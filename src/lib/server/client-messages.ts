import 'server-only';
import type { AbstractIntlMessages } from 'next-intl';

/** Message namespaces client components read; everything else stays on the server. */
const CLIENT_NAMESPACES = ['alert', 'base', 'languages', 'form', 'cookie', 'error'] as const;

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((key) => key in messages).map((key) => [key, messages[key]]));
}
