'use client';

import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@/components/app/app-data';

const AccountRuntime = lazy(() => import('./account-runtime'));

/**
 * Starts the signed-in runtime only while someone is signed in, from its own chunk: guests
 * never download it, and signing out (the user becoming null) stops it.
 */
export function AccountRuntimeLoader() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <AccountRuntime key={user.id} user={user} />
    </Suspense>
  );
}
