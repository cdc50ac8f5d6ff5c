'use client';

import { useCallback } from 'react';
import { useRouter } from 'next/navigation';

/**
 * After signing in (password, sign-up or OAuth): go to `target` and re-render the layouts
 * from the server, which now sees the session cookie (header, account links, the runtime).
 */
export function useEnterAccount(): (target: string) => void {
  const router = useRouter();
  return useCallback((target: string) => {
    router.replace(target);
    router.refresh();
  }, [router]);
}
