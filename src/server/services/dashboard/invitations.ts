import type { Locale } from '@/i18n/locales';
import type { AppConfig } from '@/server/config';
import type { Trx } from '@/server/entities/operations';
import { resolveMailOptions } from '@/server/mail/transport';
import type { UserInvitation } from '@/shared/api/users';
import { tokenLink } from '../auth/links';
import { storeVerificationToken, TOKEN_LIFETIME_MS } from '../auth/verification-tokens';
import type { Mailer } from '../mailer';
import type { SettingsService } from '../settings';
import { newToken } from '../tokens';

/** Where an invitation's link leads: the recovery page, which sets a password with it. */
const SET_PASSWORD_PAGE = '/auth/recovery-account';

interface InvitationDeps {
  mailer: Mailer;
  settings: Pick<SettingsService, 'getAll'>;
  config: AppConfig;
}

export interface Invitee {
  id: number;
  username: string;
  email: string;
}

/**
 * A new user made by staff is invited: a single-use link that sets their password, valid for a
 * week, in their language. With a mail driver it is mailed and never shown to the staff member;
 * without one nothing is queued (the log transport would print the link to the server log) and
 * the link is handed to the staff member, who may create users anyway, to pass on.
 */
export function createInvitations({ mailer, settings, config }: InvitationDeps) {
  return {
    /** Inside the transaction that created the user: stores the token and queues the mail, or answers the link. */
    async invite(trx: Trx, invitee: Invitee, inviter: string, locale: Locale, afterCommit: (effect: () => void) => void): Promise<UserInvitation> {
      const token = newToken();
      const link = tokenLink(config.publicUrl, SET_PASSWORD_PAGE, locale, token);
      const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS.invitation).toISOString();
      const mailDriver = resolveMailOptions(await settings.getAll(), config) !== null;
      const mail = mailDriver
        ? await mailer.render(invitee.email, locale, {
          template: 'invitation',
          inviter,
          username: invitee.username,
          setUrl: link,
          days: TOKEN_LIFETIME_MS.invitation / 86_400_000,
        })
        : null;
      await storeVerificationToken(trx, token, { userId: invitee.id, kind: 'invitation', email: invitee.email });
      if (!mail) return { mailed: false, link, locale, expires_at: expiresAt };
      await mailer.queue(mail, trx);
      afterCommit(() => mailer.deliverSoon());
      return { mailed: true, link: null, locale, expires_at: expiresAt };
    },
  };
}

export type Invitations = ReturnType<typeof createInvitations>;
