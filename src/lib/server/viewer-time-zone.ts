import 'server-only';
import { cookies } from 'next/headers';
import { isUsableTimeZone } from '@/shared/time/zones';
import { TIME_ZONE_COOKIE } from '@/shared/time/zone-cookie';
import type { AuthUser } from '@/shared/types';

/**
 * The zone a page that is never cached renders timestamps in: the one the user chose, else the
 * one their browser reported last (TIME_ZONE_COOKIE), else null (the neutral UTC until the
 * browser names its own). Never call it from a page the page cache keeps.
 */
export async function viewerTimeZone(user: AuthUser | null): Promise<string | null> {
  if (user?.time_zone) return user.time_zone;
  const raw = (await cookies()).get(TIME_ZONE_COOKIE)?.value;
  if (!raw) return null;
  let zone: string;
  try {
    zone = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return isUsableTimeZone(zone) ? zone : null;
}
