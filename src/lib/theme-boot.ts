/** The colour theme of every page (site, account area, dashboard): a `dark` class on <html>, the choice kept in localStorage. */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'polyglot-theme';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Runs before the page is painted (an inline script with the page's nonce), so a dark choice never
 * flashes light: the stored choice, else the system's preference. The same bytes for every visitor,
 * so a page from the page cache stays one page for all (the class is decided in the browser).
 */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});document.documentElement.classList.toggle('dark',t?t==='dark':matchMedia(${JSON.stringify(DARK_QUERY)}).matches)}catch(e){}`;

