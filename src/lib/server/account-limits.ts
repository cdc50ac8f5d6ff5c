import 'server-only';
import { appContext } from '@/server/context';

/** The largest avatar the server takes (AVATAR_MAX_BYTES), so the form can say so and check first. */
export function avatarUploadLimit(): number {
  return appContext().config.auth.avatarMaxBytes;
}
