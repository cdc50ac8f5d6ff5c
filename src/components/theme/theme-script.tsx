import { requestNonce } from '@/lib/server/nonce';
import { THEME_BOOT_SCRIPT } from '@/lib/theme-boot';

/** Sets the theme class before the page paints (the page's CSP admits it by its nonce; the page cache gives each replay its own). */
export async function ThemeScript() {
  const nonce = await requestNonce();
  // The browser hides a nonce from the DOM after parsing, so hydration would see it differ.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />;
}
