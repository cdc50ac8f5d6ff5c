import { resolveLocale, type Locale } from '@/i18n/locales';
import type { AppConfig } from '@/server/config';
import type { DbHandle } from '@/server/db/connect';
import { listPage } from '@/server/entities/list';
import type { Operations, Trx } from '@/server/entities/operations';
import { createRolesRepository } from '@/server/entities/roles';
import { orNotFound } from '@/server/entities/declaration';
import { createUsersRepository, usersEntity } from '@/server/entities/users';
import { publishedByOperation, userWrites } from '@/server/entities/user-writes';
import {
  userCreateSchema, userUpdateSchema,
  type CreatedUser, type DashboardUser, type UserCreateInput, type UserListQuery, type UserUpdateInput,
} from '@/shared/api/users';
import type { AuthUser } from '@/shared/types';
import { ApiError } from '../api-error';
import type { AuthServices } from '../auth';
import { avatarBeingReplaced } from '../auth/avatar-uploads';
import { prepareRevertLink, storeRevertLink } from '../auth/email-change-revert';
import { assertAvailable, isUniqueViolation, loadAuthUser } from '../auth/users';
import type { Mailer } from '../mailer';
import type { SessionsService } from '../sessions';
import type { SettingsService } from '../settings';
import type { AvatarStore } from '@/server/storage/avatars';
import { assertDashboardStillReachable } from './dashboard-access';
import { assertWithinGrant } from './grants';
import { createInvitations } from './invitations';

/** Where the reset links lead: the recovery page. */
const RECOVERY_PAGE = '/auth/recovery-account';

interface UsersAdminDeps {
  handle: DbHandle;
  operations: Operations;
  sessions: SessionsService;
  auth: Pick<AuthServices, 'recovery' | 'verification'>;
  avatars: Pick<AvatarStore, 'remove'>;
  settings: Pick<SettingsService, 'get' | 'getAll'>;
  mailer: Mailer;
  config: AppConfig;
}

/**
 * Staff's view of accounts. Passwords are never shown or set here: a new user gets a link to
 * set one. A status other than active ends the user's sessions at once; a role change gives
 * their sessions fresh permissions with `reload_store`. No change may leave nobody who can
 * open the dashboard. Mails staff trigger go out in the recipient's language.
 */
export function createUsersAdmin({ handle, operations, sessions, auth, avatars, settings, mailer, config }: UsersAdminDeps) {
  const users = createUsersRepository(handle);
  const roles = createRolesRepository(handle);
  const { json } = handle;
  const invitations = createInvitations({ mailer, settings, config });

  const existing = (trx: Trx, id: number) => users.get(id, trx);

  /** The language of a mail to a user: theirs, else the site's default language, else en (never the staff member's). */
  async function mailLocale(userLocale: Locale | null | undefined): Promise<Locale> {
    return userLocale ?? resolveLocale(await settings.get('default_language'));
  }

  /** Staff may give an account only a role whose keys they hold themselves. */
  async function assertMayAssign(trx: Trx, actor: AuthUser, roleId: number): Promise<void> {
    assertWithinGrant(actor, (await roles.get(roleId, trx)).permissions, 'grant_beyond_own');
  }

  /** The account, when its role holds no key the actor lacks: staff act only on accounts at or below their own reach. */
  async function manageable(trx: Trx, actor: AuthUser, id: number): Promise<DashboardUser> {
    const user = await existing(trx, id);
    assertWithinGrant(actor, (await roles.find(user.role_id, trx))?.permissions, 'account_beyond_own');
    return user;
  }

  /**
   * A verified address that staff replace is told, with a link that undoes the change, as when the
   * owner changes it; stored with the change, so no recovery goes to the unverified new address.
   */
  async function noticeToReplacedAddress(trx: Trx, id: number, newEmail: string, afterCommit: (effect: () => void) => void): Promise<boolean> {
    const owner = await loadAuthUser(handle, id, trx);
    if (!owner?.email_verified) return false;
    const link = await prepareRevertLink({ mailer, config }, owner, newEmail, await mailLocale((await existing(trx, id)).locale));
    await storeRevertLink(trx, { mailer }, link, owner);
    afterCommit(() => mailer.deliverSoon());
    return true;
  }

  /** The unique indexes settle what the check before the write could not (two saves at once). */
  async function uniquely<T>(values: { username: string; email: string }, exceptId: number | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) await assertAvailable(handle.db, values, exceptId);
      throw error;
    }
  }

  return {
    list(query: UserListQuery) {
      let select = users.select();
      if (query.role_id !== undefined) select = select.where('users.role_id', '=', query.role_id);
      if (query.status !== undefined) select = select.where('users.status', '=', query.status);
      return listPage(select, usersEntity.list, query, users.toUser, handle);
    },

    get: (id: number): Promise<DashboardUser> => users.get(id),

    /**
     * Creates the account without a password; an active one is invited to set it (a mail in the
     * user's language, or the link for the staff member when no mail driver is configured).
     */
    create: (actor: AuthUser, input: UserCreateInput) => uniquely(input, undefined, () => operations.run(usersEntity, {
      actor, permission: 'create', input, schema: userCreateSchema,
      validate: async (trx, values) => {
        await assertAvailable(trx, values);
        await assertMayAssign(trx, actor, values.role_id);
      },
      write: async (trx, values, afterCommit): Promise<CreatedUser> => {
        const createdId = await userWrites.insert(trx, {
          username: values.username,
          email: values.email,
          password_hash: '',
          fullname: values.fullname,
          gender: values.gender ?? null,
          birthday: values.birthday ?? null,
          avatar: null,
          role_id: values.role_id,
          status: values.status,
          email_verified_at: null,
          locale: values.locale ?? null,
        }, { publish: publishedByOperation });
        const invitation = values.status === 'active'
          ? await invitations.invite(trx, { id: createdId, ...values }, actor.fullname || actor.username, await mailLocale(values.locale), afterCommit)
          : null;
        return { ...(await existing(trx, createdId)), invitation };
      },
      recordId: (user) => user.id,
    })),

    update: (actor: AuthUser, id: number, input: UserUpdateInput) => uniquely(input, id, () => operations.run(usersEntity, {
      actor, permission: 'update', input, schema: userUpdateSchema, recordId: id,
      validate: async (trx, values) => {
        await manageable(trx, actor, id);
        await assertAvailable(trx, values, id);
        await assertMayAssign(trx, actor, values.role_id);
      },
      write: async (trx, values, afterCommit) => {
        const before = await existing(trx, id);
        const emailChanged = values.email.toLowerCase() !== before.email.toLowerCase();
        const oldAddressTold = emailChanged && await noticeToReplacedAddress(trx, id, values.email, afterCommit);
        await userWrites.update(trx, id, {
          username: values.username,
          email: values.email,
          fullname: values.fullname,
          gender: values.gender ?? null,
          birthday: values.birthday ?? null,
          role_id: values.role_id,
          status: values.status,
          ...(values.locale !== undefined ? { locale: values.locale } : {}),
          // A new address is not verified by staff typing it.
          ...(emailChanged ? { email_verified_at: null, verified_email_replaced_at: oldAddressTold ? new Date().toISOString() : null } : {}),
        }, { expectedVersion: values.version, publish: publishedByOperation });
        if (values.status !== 'active') await sessions.deleteAllIn(trx, id);
        else if (values.role_id !== before.role_id) await sessions.flagReload(trx, { userId: id });
        if (values.role_id !== before.role_id || values.status !== before.status) await assertDashboardStillReachable(trx, json);
        return existing(trx, id);
      },
    })),

    /** Deletes the account, its sessions (cascade) and its avatar file; never the caller's own. */
    remove: (actor: AuthUser, id: number) => operations.run(usersEntity, {
      actor, permission: 'delete', input: null, recordId: id,
      validate: async (trx) => {
        await manageable(trx, actor, id);
        if (id === actor.id) throw new ApiError(409, 'cannot_delete_self');
      },
      write: async (trx, _input, afterCommit) => {
        const { avatar } = await existing(trx, id);
        await userWrites.remove(trx, id, { publish: publishedByOperation });
        afterCommit(() => {
          avatars.remove(avatar).catch((error: unknown) => console.error('[users] removing a deleted user\'s avatar failed:', error));
        });
        await assertDashboardStillReachable(trx, json);
      },
    }),

    /** Takes the user's picture down (moderation); the file is deleted once the change is committed, before the answer. */
    async removeAvatar(actor: AuthUser, id: number): Promise<DashboardUser> {
      const { user, file } = await operations.run(usersEntity, {
        actor, permission: 'update', action: 'remove_avatar', input: null, recordId: id,
        validate: async (trx) => {
          await manageable(trx, actor, id);
        },
        write: async (trx) => {
          const file = await avatarBeingReplaced(trx, id, handle.engine);
          await existing(trx, id);
          await userWrites.update(trx, id, { avatar: null }, { publish: publishedByOperation });
          return { user: await existing(trx, id), file };
        },
      });
      await avatars.remove(file).catch((error: unknown) => console.error('[users] removing an avatar file failed:', error));
      return user;
    },

    /** Mails the user a password-reset link (nothing for an account that is not active). */
    sendReset: (actor: AuthUser, id: number) => operations.run(usersEntity, {
      actor, permission: 'update', action: 'send_reset', input: null, recordId: id,
      validate: async (trx) => {
        await manageable(trx, actor, id);
      },
      write: async (trx, _input, afterCommit) => {
        const user = await existing(trx, id);
        const locale = await mailLocale(user.locale);
        afterCommit(() => auth.recovery.requestReset({ email: user.email, path: RECOVERY_PAGE }, locale));
      },
    }),

    /** Mails the user a new verification link; 409 when the address is verified already. */
    async sendVerification(actor: AuthUser, id: number): Promise<void> {
      const { user, locale } = await operations.run(usersEntity, {
        actor, permission: 'update', action: 'send_verification', input: null, recordId: id,
        validate: async (trx) => {
          await manageable(trx, actor, id);
        },
        write: async (trx) => {
          const found = orNotFound(usersEntity, await loadAuthUser(handle, id, trx));
          if (found.email_verified) throw new ApiError(409, 'email_already_verified');
          return { user: found, locale: await mailLocale((await existing(trx, id)).locale) };
        },
      });
      // Its own transaction stores the link and queues the mail; the audit row records the request.
      await auth.verification.resend(user, locale);
    },
  };
}

export type UsersAdmin = ReturnType<typeof createUsersAdmin>;
