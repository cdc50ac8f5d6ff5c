import type { DashboardSubmission } from '@/shared/api/submissions';

/** The inbox's words for a staff mail's state (`dashboard.inbox.mail.{key}`). */
export type MailStatusKey = 'none' | 'queued' | 'retrying' | 'sent' | 'failed';

/**
 * A mail the server refused and the outbox will try again is still `queued`, with the server's
 * answer (`retrying`); `failed` is given up: the server kept refusing, or no contact address or
 * mail server is set.
 */
export function mailStatusKey({ mail_state: state, mail_error: error }: Pick<DashboardSubmission, 'mail_state' | 'mail_error'>): MailStatusKey {
  if (state === 'queued' && error) return 'retrying';
  return state ?? 'none';
}
