import { useSyncExternalStore } from 'react';
import { DARK_QUERY, THEME_STORAGE_KEY, type Theme } from './theme-boot';

export type { Theme };

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

/** The theme in effect: the stored choice, else the system's preference. */
export function currentTheme(): Theme {
  return storedTheme() ?? (matchMedia(DARK_QUERY).matches ? 'dark' : 'light');
}

const listeners = new Set<() => void>();

export function applyTheme(theme: Theme = currentTheme()): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function chooseTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode without storage: the choice lasts until the page is left.
  }
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  const media = matchMedia(DARK_QUERY);
  const onChange = () => {
    applyTheme();
    listener();
  };
  listeners.add(listener);
  media.addEventListener('change', onChange);
  // Another tab chose a theme.
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The theme in effect, kept current; 'light' while hydrating (the class on <html> is already right). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light');
}
