import { sql } from 'kysely';
import { resolveLocale, type Locale } from '@/i18n/locales';
import type { AppConfig } from '@/server/config';
import type { DbHandle } from '@/server/db/connect';
import type { MailOutcome, Outbox } from '@/server/mail/outbox';
import { definitionOf, fieldDisplayText, type ModuleField } from '@/shared/fields';
import type { Mailer } from '../mailer';
import type { CataloguedModule, ModuleCatalogue } from '../modules';
import { localizedText } from '../localize';
import { periodicJob } from '../periodic-job';
import type { SettingsService } from '../settings';
import { errorMessage } from '@/server/startup-error';
import { FORM_BURST_LIMIT } from './spam';

/** A submission's staff mail is held this long: a burst from its address within it still holds it back as spam. */
export const STAFF_MAIL_HOLD_MS = FORM_BURST_LIMIT.durationSeconds * 1000;
const RELEASE_INTERVAL_MS = 10_000;
const BATCH = 100;

/** The outbox's idempotency key of a submission's staff mail: one mail per submission, however often queued. */
const KEY_PREFIX = 'form_submission:';
export const staffMailKey = (submissionId: number) => `${KEY_PREFIX}${submissionId}`;

const NO_CONTACT_ADDRESS = 'No contact e-mail address is set in the settings';
const NO_MAIL_SERVER = 'No mail server is configured: the mail was written to the server log';

type MailState = 'queued' | 'sent' | 'failed';

/** A submission's mail state from an outbox outcome: a refused attempt that will be retried is still queued, with the server's answer. */
function mailStateOf({ status, error }: MailOutcome): { mail_state: MailState; mail_error: string | null } {
  switch (status) {
    case 'sent': return { mail_state: 'sent', mail_error: null };
    case 'logged': return { mail_state: 'failed', mail_error: NO_MAIL_SERVER };
    case 'pending': return { mail_state: 'queued', mail_error: error };
    case 'failed': return { mail_state: 'failed', mail_error: error };
  }
}

export interface StaffMailDeps {
  handle: DbHandle;
  config: Pick<AppConfig, 'publicUrl'>;
  modules: ModuleCatalogue;
  settings: SettingsService;
  mailer: Mailer;
  outbox: Outbox;
}

/**
 * "New form received": one mail per submission to the settings' contact address, in the site's
 * default language, with the form's name and every field by its label. A stored submission waits
 * as `mail_state = 'queued'`; this job queues its mail in the outbox once its hold is over, under
 * the submission's idempotency key, so a crash between the two, or two workers, never make it
 * two mails. The outbox's outcomes are written back on the submission.
 */
export function createStaffMail({ handle, config, modules, settings, mailer, outbox }: StaffMailDeps) {
  const { db, json } = handle;

  outbox.onOutcome(async (outcome, executor) => {
    if (!outcome.idempotencyKey.startsWith(KEY_PREFIX)) return;
    const id = Number(outcome.idempotencyKey.slice(KEY_PREFIX.length));
    await executor.updateTable('form_submissions').set(mailStateOf(outcome)).where('id', '=', id).execute();
  });

  /** Each field by its label with its value as text; files as links on this site. */
  function fieldLines(form: CataloguedModule, values: Record<string, unknown>, locale: Locale) {
    const asText = (field: ModuleField) => {
      const text = fieldDisplayText(field, values[field.key], locale);
      return definitionOf(field).upload ? text.replace(/(^|, )\//g, `$1${config.publicUrl}/`) : text;
    };
    return form.fields.map((field) => ({ label: localizedText(field.label, locale) || field.key, value: asText(field) || '—' }));
  }

  async function markFailed(ids: number[], error: string): Promise<void> {
    await db.updateTable('form_submissions').set({ mail_state: 'failed', mail_error: error }).where('id', 'in', ids).execute();
  }

  /** Queues the mails of one batch of submissions whose hold is over at `now`; how many it took. */
  async function releaseBatch(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - STAFF_MAIL_HOLD_MS).toISOString();
    const due = await db.selectFrom('form_submissions').select(['id', 'module_id', 'data'])
      .where('mail_state', '=', 'queued')
      .where('spam_reason', 'is', null)
      .where('created_at', '<=', cutoff)
      .where(({ not, exists, selectFrom }) => not(exists(
        selectFrom('mail_outbox').select('mail_outbox.id').where('mail_outbox.idempotency_key', '=', sql<string>`${sql.lit(KEY_PREFIX)} || form_submissions.id`),
      )))
      .orderBy('id').limit(BATCH).execute();
    if (due.length === 0) return 0;

    const all = await settings.getAll();
    const to = typeof all.contact_email === 'string' ? all.contact_email.trim() : '';
    if (!to) {
      await markFailed(due.map((row) => row.id), NO_CONTACT_ADDRESS);
      return due.length;
    }
    const locale = resolveLocale(all.default_language);
    const forms = new Map((await modules.list()).map((form) => [form.id, form]));
    for (const row of due) {
      try {
        const form = forms.get(row.module_id);
        if (!form) throw new Error('The form no longer exists');
        const fields = fieldLines(form, json.read<Record<string, unknown>>(row.data), locale);
        const mail = await mailer.render(to, locale, { template: 'form_received', form: localizedText(form.name, locale), fields }, { counted: false });
        await mailer.queue(mail && { ...mail, idempotencyKey: staffMailKey(row.id) });
      } catch (error) {
        // Left queued, the row would come back first in every batch.
        await markFailed([row.id], errorMessage(error));
      }
    }
    return due.length;
  }

  /**
   * Queues the mail of every submission whose hold is over at `now` (a later time in tests);
   * resolves with how many it took. Safe beside the job's own run: the key keeps it one mail.
   */
  async function release(now = new Date()): Promise<number> {
    let released = 0;
    for (;;) {
      const batch = await releaseBatch(now);
      released += batch;
      if (batch < BATCH || job.closed) return released;
    }
  }

  const job = periodicJob(() => release(), { intervalMs: RELEASE_INTERVAL_MS, failure: '[forms] releasing the staff mail failed:' });

  return {
    release,
    start: () => job.start(RELEASE_INTERVAL_MS),
    close: () => job.close(),
  };
}

export type StaffMail = ReturnType<typeof createStaffMail>;
