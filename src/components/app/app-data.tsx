'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { can, type PermissionKey } from '@/shared/permissions';
import type { AuthUser, PublicBundle } from '@/shared/types';
import { usePersonalShell, type PersonalShell } from './personal-shell';

/**
 * What client components read of the locale's bundle. Its menus stay on the server, which renders
 * them (items for some roles must not reach others), and so do its contents: only the home page
 * shows them, rendered on the server (sending them would add the landing's text to every page).
 */
export type ClientBundle = Pick<PublicBundle, 'settings' | 'constants'>;

export interface AppData {
  /** Settings and constants of the current locale, loaded by the root layout. */
  bundle: ClientBundle;
  /** The signed-in user, or null for guests (and on public pages, which the server renders for a guest). */
  user: AuthUser | null;
}

interface AppState extends AppData {
  /** A public page's personal parts, once the browser has asked for them (signed-in visitors only). */
  shell: PersonalShell | null;
}

const AppDataContext = createContext<AppState | null>(null);

/** Provides the server's data; on a page rendered for a guest, the signed-in user arrives from GET /api/auth/shell. */
export function AppDataProvider({ value, children }: { value: AppData; children: ReactNode }) {
  const shell = usePersonalShell(value.user, value);
  const state = useMemo(() => ({ ...value, user: value.user ?? shell?.user ?? null, shell }), [value, shell]);
  return <AppDataContext.Provider value={state}>{children}</AppDataContext.Provider>;
}

function useAppState(): AppState {
  const value = useContext(AppDataContext);
  if (!value) throw new Error('useAppData() needs <AppDataProvider> (the locale layout renders it)');
  return value;
}

export const useAppData = (): AppData => useAppState();
export const useSettings = (): PublicBundle['settings'] => useAppState().bundle.settings;
export const useCurrentUser = (): AuthUser | null => useAppState().user;
export const usePersonalParts = (): PersonalShell | null => useAppState().shell;

/** `can()` for the current user, for hiding what they may not use (the server still guards). */
export function useCan(permission: PermissionKey): boolean {
  return can(useAppState().user, permission);
}
