import 'server-only';
import compile from 'icu-minify/compile';
import type { UiMessages } from './languages/types';

type Compiled = ReturnType<typeof compile>;

/**
 * A language's interface-kit messages as the `ui` namespace, compiled like the messages files
 * (next.config precompiles those, and the browser's formatter only reads compiled messages).
 */
export function compileUiMessages(ui: UiMessages): Record<string, Record<string, Compiled>> {
  return Object.fromEntries(
    Object.entries(ui).map(([group, messages]) => [group, Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compile(text as string)]))]),
  );
}
