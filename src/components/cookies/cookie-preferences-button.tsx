'use client';

import { useAppData } from '@/components/app/app-data';
import { openCookiePreferences } from './consent-store';

const LINK = 'rounded-md underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';

/** Reopens the cookie preferences (to change or withdraw the choice); nothing while consent is off. Looks like a link unless given classes. */
export function CookiePreferencesButton({ label, className = LINK }: { label: string; className?: string }) {
  const enabled = useAppData().bundle.constants.cookieConsent.enabled;
  if (!enabled) return null;
  return (
    <button type="button" onClick={openCookiePreferences} className={className}>
      {label}
    </button>
  );
}
