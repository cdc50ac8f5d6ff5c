import { FORM_META_FIELDS } from '@/shared/api/forms';
import type { TestContext } from './test-context';

/** A ticket as a person's browser would send it: the form shown `secondsAgo` before (a person's fill time). */
export async function humanTicket(t: TestContext, moduleKey = 'contact', secondsAgo = 20): Promise<string> {
  return (await t.ctx.services.forms.ticket(moduleKey, new Date(Date.now() - secondsAgo * 1000))).ticket;
}

/** The body a person's browser sends: the fields, a ticket of a human fill time, the honeypot left empty. */
export async function asPerson(t: TestContext, values: Record<string, unknown>, moduleKey = 'contact'): Promise<Record<string, unknown>> {
  return { ...values, [FORM_META_FIELDS.ticket]: await humanTicket(t, moduleKey), [FORM_META_FIELDS.honeypot]: '' };
}

/** A submission's spam and mail columns. */
export async function submissionState(t: TestContext, id: number) {
  return t.ctx.handle.db.selectFrom('form_submissions').select(['spam_reason', 'mail_state', 'mail_error', 'status'])
    .where('id', '=', id).executeTakeFirstOrThrow();
}

let addresses = 0;
/** An address of its own for each submission (the per-address limits stay out of the way), distinct per test file by `prefix`. */
export const freshAddress = (prefix: string) => `${prefix}.${(++addresses >> 8) & 255}.${addresses & 255}`;
