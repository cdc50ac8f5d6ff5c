'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { onStoreReload } from '@/lib/store-sync';

/** Re-renders the page from the server when another tab saved something every page reads. */
export function StoreSync() {
  const router = useRouter();
  useEffect(() => onStoreReload(() => router.refresh()), [router]);
  return null;
}
