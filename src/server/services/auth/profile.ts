import type { Locale } from '@/i18n/locales';
import { orNotFound } from '@/server/entities/declaration';
import { userTransaction, userWrites, type UserChanges } from '@/server/entities/user-writes';
import { usersEntity } from '@/server/entities/users';
import { reencodeAvatar } from '@/server/storage/avatar-image';
import { detectImageType, type AvatarStore } from '@/server/storage/avatars';
import type { ProfileUpdate } from '@/shared/schemas/auth';
import type { AuthUser } from '@/shared/types';
import { fieldError } from '../api-error';
import { newToken } from '../tokens';
import { avatarBeingReplaced } from './avatar-uploads';
import type { AuthDeps } from './context';
import { prepareRevertLink, storeRevertLink } from './email-change-revert';
import { verifyLink } from './links';
import { assertReauthenticated, RECENT_SIGN_IN_MS } from './reauthentication';
import { assertAvailable, isUniqueViolation, loadAuthUser } from './users';
import { storeVerificationToken } from './verification-tokens';

/** What to do with the avatar: keep it (undefined), remove it, or replace it with an uploaded image. */
export type AvatarChange = undefined | { remove: true } | { upload: Uint8Array };

export interface ProfileResult {
  user: AuthUser;
  /** The address changed: it is unverified until the link mailed to it is opened. */
  emailChanged: boolean;
}

/**
 * An uploaded avatar checked by size and by its magic bytes, then decoded and stored as a
 * new WebP image (see reencodeAvatar): what is served never holds the uploaded file's bytes.
 */
async function acceptedAvatar(bytes: Uint8Array, maxBytes: number): Promise<Uint8Array> {
  if (bytes.byteLength > maxBytes) throw fieldError('avatar', 'file_too_large');
  if (!detectImageType(bytes)) throw fieldError('avatar', 'invalid_file_type');
  const image = await reencodeAvatar(bytes);
  if (!image) throw fieldError('avatar', 'invalid_file_format');
  return image;
}

/**
 * The signed-in user's own profile. Changing the e-mail address or username needs proof of
 * the owner (see assertReauthenticated). A new e-mail address is unverified until the link
 * mailed to it is opened, and a verified address it replaces is mailed a link that undoes the
 * change; the user's cached sessions are refreshed everywhere after any change.
 */
export function createProfileService(deps: AuthDeps & { avatars: AvatarStore }) {
  const { handle, config, mailer, notifications, avatars } = deps;
  const { db } = handle;

  return {
    /** What the profile form must ask for before a new username or e-mail address (see assertReauthenticated). */
    async identityChangeProof(userId: number): Promise<{ hasPassword: boolean; recentSignInMinutes: number }> {
      const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
      return { hasPassword: Boolean(user?.password_hash), recentSignInMinutes: RECENT_SIGN_IN_MS / 60_000 };
    },

    async update(current: AuthUser, sessionId: number, changes: ProfileUpdate, avatar: AvatarChange, locale: Locale): Promise<ProfileResult> {
      const username = changes.username !== undefined && changes.username !== current.username ? changes.username : undefined;
      const email = changes.email !== undefined && changes.email !== current.email.toLowerCase() ? changes.email : undefined;
      if (username !== undefined || email !== undefined) await assertReauthenticated(db, current.id, sessionId, changes.current_password);
      await assertAvailable(db, { username, email }, current.id);

      const now = new Date().toISOString();
      const update: UserChanges = {};
      if (changes.fullname !== undefined) update.fullname = changes.fullname;
      if (username !== undefined) update.username = username;
      if (changes.gender !== undefined) update.gender = changes.gender;
      if (changes.birthday !== undefined) update.birthday = changes.birthday;
      if (changes.time_zone !== undefined) update.time_zone = changes.time_zone;
      if (changes.dashboard_locale !== undefined) update.dashboard_locale = changes.dashboard_locale;
      if (email !== undefined) Object.assign(update, { email, email_verified_at: null });
      // Only a verified address is trusted with the undo link; and until the new address is
      // verified, no password recovery goes to it (see recovery.ts).
      const revertLink = email !== undefined && current.email_verified ? await prepareRevertLink(deps, current, email, locale) : null;
      if (revertLink) update.verified_email_replaced_at = now;

      const uploaded = avatar && 'upload' in avatar
        ? await avatars.save(current.id, await acceptedAvatar(avatar.upload, config.auth.avatarMaxBytes), 'webp')
        : null;
      if (uploaded) update.avatar = uploaded;
      else if (avatar && 'remove' in avatar) update.avatar = null;

      const verifyToken = email ? newToken() : null;
      const verifyMail = email && verifyToken
        ? await mailer.render(email, locale, { template: 'email_changed', email, verifyUrl: verifyLink(config.publicUrl, locale, verifyToken) })
        : null;

      let replacedAvatar: string | null = null;
      try {
        await userTransaction(deps, async (trx, publish) => {
          if (update.avatar !== undefined) replacedAvatar = await avatarBeingReplaced(trx, current.id, handle.engine);
          await userWrites.update(trx, current.id, update, { publish });
          if (email && verifyToken && verifyMail) {
            await storeVerificationToken(trx, verifyToken, { userId: current.id, kind: 'verify_email', email });
            await notifications.create(current.id, 'notification_email_changed', null, trx);
            await mailer.queue(verifyMail, trx);
          }
          if (revertLink) await storeRevertLink(trx, deps, revertLink, current);
        });
      } catch (error) {
        await avatars.remove(uploaded);
        if (isUniqueViolation(error)) await assertAvailable(db, { username, email }, current.id);
        throw error;
      }

      if (update.avatar !== undefined) await avatars.remove(replacedAvatar);
      if (verifyMail || revertLink) mailer.deliverSoon();
      return { user: orNotFound(usersEntity, await loadAuthUser(handle, current.id)), emailChanged: email !== undefined };
    },
  };
}
