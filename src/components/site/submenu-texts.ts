import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { SubmenuTexts } from './nav-submenu';

/** The submenus' texts for the site menus, read on the server (the browser gets no message catalogue on public pages). */
export async function submenuTexts(): Promise<SubmenuTexts> {
  const t = await getTranslations('site_menu');
  // Formatted with the placeholder itself as the value (messages are precompiled: no t.raw); the browser puts each label in.
  return { toggle: t('toggle', { label: '{label}' }), loading: t('loading'), error: t('error') };
}
