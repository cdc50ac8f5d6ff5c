import 'server-only';
import { appContext } from '@/server/context';

/** What the profile form asks for before a new username or e-mail address (the server checks again). */
export function identityChangeProof(userId: number): Promise<{ hasPassword: boolean; recentSignInMinutes: number }> {
  return appContext().services.auth.profile.identityChangeProof(userId);
}
