'use client';

import type { ReactNode } from 'react';
import { chooseTheme, useTheme } from '@/lib/theme';

export interface ThemeToggleProps {
  label: string;
  sunIcon: ReactNode;
  moonIcon: ReactNode;
  className?: string;
  /** Visible text beside the icon (then the same as `label`); icon-only without it. */
  children?: ReactNode;
}

/** A switch between light and dark; the icon follows the class on <html>, so it is right before hydration too. */
export function ThemeToggle({ label, sunIcon, moonIcon, className, children }: ThemeToggleProps) {
  const theme = useTheme();
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={theme === 'dark'}
      onClick={() => chooseTheme(theme === 'dark' ? 'light' : 'dark')}
      className={className}
    >
      <span className="dark:hidden">{moonIcon}</span>
      <span className="hidden dark:inline">{sunIcon}</span>
      {children}
    </button>
  );
}
