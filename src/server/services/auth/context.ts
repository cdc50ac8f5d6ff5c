import type { Locale } from '@/i18n/locales';
import type { AuthUser } from '@/shared/types';
import type { ServiceDeps } from '../deps';
import type { ClientDescription } from '../device';
import type { Mailer } from '../mailer';
import type { NotificationsService } from '../notifications';
import type { SessionsService } from '../sessions';
import type { SettingsService } from '../settings';

/** What the account services share. */
export interface AuthDeps extends ServiceDeps {
  sessions: SessionsService;
  notifications: NotificationsService;
  mailer: Mailer;
  settings: SettingsService;
}

/** The parts of a request the account services need: the language for mails, the client for sessions. */
export interface AuthRequest {
  locale: Locale;
  /** The language the client named (X-Language), recorded as the user's at sign-up and sign-in; undefined: none named. */
  statedLocale?: Locale;
  client: ClientDescription;
}

/** A signed-in answer: the session token (also set as the cookie) and the user. */
export interface AuthResult {
  token: string;
  user: AuthUser;
  remember: boolean;
}
