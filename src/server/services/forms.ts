import { replaceUsages } from '@/server/entities/media-usages';
import type { Outbox } from '@/server/mail/outbox';
import { insertSubmissionSortKeys } from '@/server/entities/sort-keys';
import { settingsKey } from '@/server/storage/settings-key';
import { FORM_META_FIELDS, type FormTicket } from '@/shared/api/forms';
import { valuesSchema } from '@/shared/fields';
import type { ServiceDeps } from './deps';
import { ApiError, ValidationError } from './api-error';
import { assertFilesFit } from './form-intake/files';
import { submissionFingerprint, type Visitor } from './form-intake/fingerprint';
import { createSpamJudge } from './form-intake/spam';
import { createStaffMail, STAFF_MAIL_HOLD_MS } from './form-intake/staff-mail';
import { createTicketSigner } from './form-intake/ticket';
import type { Mailer } from './mailer';
import type { CataloguedModule, ModuleCatalogue } from './modules';
import type { SettingsService } from './settings';

/** The same body from the same visitor within this window counts as a double submit. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;

export interface FormsDeps extends Pick<ServiceDeps, 'handle' | 'config'> {
  modules: ModuleCatalogue;
  settings: SettingsService;
  mailer: Mailer;
  outbox: Outbox;
}

/**
 * The public side of form modules: a visitor's submission is checked, stored (suspected spam
 * held apart with its reason, answered as a person is) and reported to the staff by one mail.
 */
export function createFormsService({ handle, config, modules, settings, mailer, outbox }: FormsDeps) {
  const { db, json } = handle;
  const tickets = createTicketSigner(settingsKey(config, { create: true })!);
  const spam = createSpamJudge(config, tickets);
  const staffMail = createStaffMail({ handle, config, modules, settings, mailer, outbox });
  staffMail.start();

  /** 404 for an unknown module, 400 for a content module. */
  async function formModule(moduleKey: string): Promise<CataloguedModule> {
    const form = await modules.byKey(moduleKey);
    if (!form) throw new ApiError(404, 'module_not_found');
    if (form.type !== 'form') throw new ApiError(400, 'wrong_module_type');
    return form;
  }

  async function isDuplicate(moduleId: number, fingerprint: string, now: Date): Promise<boolean> {
    const earlier = await db.selectFrom('form_submissions').select('id')
      .where('module_id', '=', moduleId)
      .where('fingerprint', '=', fingerprint)
      .where('created_at', '>', new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString())
      .executeTakeFirst();
    return earlier !== undefined;
  }

  /** A burst from the address: what it stored within the staff mail's hold is held as spam too, before any of it is mailed. */
  async function holdBurst(ip: string, now: Date): Promise<void> {
    await db.updateTable('form_submissions').set({ spam_reason: 'burst', mail_state: null })
      .where('ip_address', '=', ip)
      .where('spam_reason', 'is', null)
      .where('mail_state', '=', 'queued')
      .where('created_at', '>', new Date(now.getTime() - STAFF_MAIL_HOLD_MS).toISOString())
      .execute();
  }

  return {
    /** GET /api/forms/{key}/ticket: the signed time the form is shown at. */
    async ticket(moduleKey: string, now = new Date()): Promise<FormTicket> {
      await formModule(moduleKey);
      return { ticket: tickets.issue(moduleKey, now) };
    },

    /**
     * Checks a payload against the form module's fields (422), refuses a double submit (409) and
     * stores it as pending, held as spam when it looks like a bot's. The answer never tells which.
     */
    async submit(moduleKey: string, payload: Record<string, unknown>, visitor: Visitor, now = new Date()): Promise<{ id: number }> {
      const form = await formModule(moduleKey);
      const { [FORM_META_FIELDS.ticket]: ticket, [FORM_META_FIELDS.honeypot]: honeypot, ...values } = payload;
      const parsed = valuesSchema(form.fields).safeParse(values);
      if (!parsed.success) throw new ValidationError(parsed.error);
      await assertFilesFit(handle, form, parsed.data);

      const fingerprint = submissionFingerprint(form.key, parsed.data, visitor);
      if (await isDuplicate(form.id, fingerprint, now)) throw new ApiError(409, 'form_already_submitted');

      const verdict = await spam.judge({ moduleKey: form.key, ticket, honeypot, ip: visitor.ip, now });
      // The submission, the uploads it names in the usage index and its sort keys: one transaction.
      const row = await db.transaction().execute(async (trx) => {
        const stored = await trx.insertInto('form_submissions').values({
          module_id: form.id,
          data: json.write(parsed.data),
          status: 'pending',
          ip_address: visitor.ip,
          user_id: visitor.userId,
          spam_reason: verdict.reason,
          mail_state: verdict.reason ? null : 'queued',
          fingerprint,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        }).returning('id').executeTakeFirstOrThrow();
        await replaceUsages(trx, { kind: 'submission', id: stored.id, moduleId: form.id }, parsed.data);
        await insertSubmissionSortKeys(trx, form.id, stored.id, form.fields, parsed.data);
        return stored;
      });
      if (verdict.burst && visitor.ip) await holdBurst(visitor.ip, now);
      return { id: row.id };
    },

    /** Queues the staff mail of every submission whose hold is over at `now` (the job does it every few seconds). */
    releaseStaffMail: staffMail.release,

    close: staffMail.close,
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
