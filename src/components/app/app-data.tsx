'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { can } from '@/shared/permissions';
import type { AuthUser, PublicBundle } from '@/shared/types';

export interface AppData {
  /** Settings, menus, constants and contents of the current locale, loaded by the root layout. */
  bundle: PublicBundle;
  /** The signed-in user, or null for guests. */
  user: AuthUser | null;
}

const AppDataContext = createContext<AppData | null>(null);

export function AppDataProvider({ value, children }: { value: AppData; children: ReactNode }) {
  return <AppDataContext.Provider value={value}>{children}</AppDataContext.Provider>;
}

export function useAppData(): AppData {
  const value = useContext(AppDataContext);
  if (!value) throw new Error('useAppData() needs <AppDataProvider> (the locale layout renders it)');
  return value;
}

export const useBundle = (): PublicBundle => useAppData().bundle;
export const useSettings = (): PublicBundle['settings'] => useAppData().bundle.settings;
export const useCurrentUser = (): AuthUser | null => useAppData().user;

/** `can()` for the current user, for hiding what they may not use (the server still guards). */
export function useCan(permission: string): boolean {
  return can(useAppData().user, permission);
}
