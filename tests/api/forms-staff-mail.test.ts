import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_META_FIELDS } from '@/shared/api/forms';
import { STAFF_MAIL_HOLD_MS } from '@/server/services/form-intake/staff-mail';
import { asPerson, freshAddress, submissionState } from '../helpers/forms';
import { smtpSettings, startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { createTestContext, type TestContext } from '../helpers/test-context';

/**
 * "New form received": one mail per submission to the contact address, in the site's default
 * language, through the outbox; the submission is stored before any mail is tried, and its mail
 * state follows the outbox. A real SMTP server on loopback refuses, then accepts.
 */
let t: TestContext;
let smtp: TestSmtpServer;
const STAFF = 'staff@polyglot.test';

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestContext();
  await t.ctx.services.settings.update({ ...smtpSettings(smtp), contact_email: STAFF, default_language: 'sv' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const ip = () => freshAddress('192.0.2');
const staffMails = () => smtp.mails.filter((mail) => mail.to.includes(STAFF));
/** What the job does once a submission's hold is over. */
const releaseHeld = () => t.ctx.services.forms.releaseStaffMail(new Date(Date.now() + STAFF_MAIL_HOLD_MS + 1000));
/** Every queued mail due now (retries included), then delivery runs until one has read the queue since. */
async function deliverAllDue() {
  // The run a queued mail nudged may be delivering now (its rows 'sending', due again only after a retry
  // delay when refused): it ends first, so that what is pending below is made due.
  await t.ctx.services.outbox.processDue();
  await t.ctx.handle.db.updateTable('mail_outbox').set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).where('status', '=', 'pending').execute();
  // A run already going (the job's nudge) may have read the queue before; the run it asks for reads it again.
  for (let run = 0; run < 3; run++) await t.ctx.services.outbox.processDue();
}
const outboxRows = (ids: number[]) => t.ctx.handle.db.selectFrom('mail_outbox').select(['idempotency_key', 'status'])
  .where('idempotency_key', 'in', ids.map((id) => `form_submission:${id}`)).execute();

async function submit(values: Record<string, unknown>, language = 'en') {
  return t.callJson<{ id: number }>('/api/forms/contact', { json: await asPerson(t, values), ip: ip(), headers: { 'x-language': language } });
}

describe('the staff mail of a submission', () => {
  it('is stored first, held, then mailed once in the default language with every field by its label', async () => {
    const { res, body } = await submit({ fullname: 'Åsa Öberg', email: 'asa@example.com', message: 'Hej, ärende om priser.' }, 'tr');
    expect(res.status).toBe(201);
    expect(body.message).toBe('Form gönderildi');
    const id = body.data!.id;
    expect(await submissionState(t, id)).toMatchObject({ spam_reason: null, mail_state: 'queued', mail_error: null });
    // Within the hold nothing is queued: a burst from the address could still hold it back.
    await t.ctx.services.forms.releaseStaffMail();
    expect(await outboxRows([id])).toEqual([]);

    await releaseHeld();
    await deliverAllDue();
    const [mail] = await smtp.waitForMails(1);
    expect(staffMails()).toHaveLength(1);
    expect(mail.subject).toBe('Nytt formulär: Kontakt');
    for (const line of ['Fullständigt namn: Åsa Öberg', 'E-post: asa@example.com', 'Ämne: —', 'Meddelande: Hej, ärende om priser.']) {
      expect(mail.text).toContain(line);
    }
    expect(await submissionState(t, id)).toMatchObject({ mail_state: 'sent', mail_error: null });

    // Released and delivered again: still one mail.
    await releaseHeld();
    await deliverAllDue();
    expect(await outboxRows([id])).toEqual([{ idempotency_key: `form_submission:${id}`, status: 'sent' }]);
    expect(staffMails()).toHaveLength(1);
  });

  it('keeps each mail while the server refuses, with its answer, and delivers each exactly once when it accepts', async () => {
    const before = staffMails().length;
    const ids: number[] = [];
    for (const name of ['Ada Lovelace', 'Grace Hopper', 'Edsger Dijkstra']) {
      const { res, body } = await submit({ fullname: name, email: 'someone@example.com', message: `From ${name}` });
      expect(res.status).toBe(201);
      ids.push(body.data!.id);
    }

    smtp.refuseWith = 'Mailbox temporarily unavailable';
    await releaseHeld();
    await deliverAllDue();
    for (const id of ids) {
      const state = await submissionState(t, id);
      expect(state.mail_state).toBe('queued');
      expect(state.mail_error).toContain('Mailbox temporarily unavailable');
    }

    await smtp.stop();
    await releaseHeld();
    await deliverAllDue();
    await deliverAllDue();
    for (const id of ids) expect((await submissionState(t, id)).mail_state).toBe('queued');
    expect(staffMails()).toHaveLength(before);

    smtp.refuseWith = null;
    await smtp.start();
    await deliverAllDue();
    await smtp.waitForMails(before + ids.length);
    // Nothing more goes out however often the job and the worker run again.
    await releaseHeld();
    await deliverAllDue();
    await deliverAllDue();
    const delivered = staffMails().slice(before);
    expect(delivered.map((mail) => mail.text.match(/Fullständigt namn: (.+)/)?.[1]?.trim()).sort()).toEqual(['Ada Lovelace', 'Edsger Dijkstra', 'Grace Hopper']);
    for (const id of ids) expect(await submissionState(t, id)).toMatchObject({ mail_state: 'sent', mail_error: null });
    expect((await outboxRows(ids)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('sends the mail waiting for a retry as soon as the server takes one again, without waiting out its delay', async () => {
    const before = staffMails().length;
    await smtp.stop();
    const waiting: number[] = [];
    for (const name of ['Early One', 'Early Two']) waiting.push((await submit({ fullname: name, email: 'early@example.com', message: name })).body.data!.id);
    await releaseHeld();
    await deliverAllDue();
    for (const id of waiting) expect((await submissionState(t, id)).mail_error).toBeTruthy();

    await smtp.start();
    // A new mail, due now, is taken: the two waiting seconds to minutes for their retry follow in the same run.
    const late = (await submit({ fullname: 'Late One', email: 'late@example.com', message: 'After the outage' })).body.data!.id;
    await releaseHeld();
    await t.ctx.services.outbox.processDue();
    await smtp.waitForMails(before + 3, 5_000);
    for (const id of [...waiting, late]) expect(await submissionState(t, id)).toMatchObject({ mail_state: 'sent', mail_error: null });
    expect(staffMails()).toHaveLength(before + 3);
  });

  it('records the server\'s answer when the outbox gives up', async () => {
    const { body } = await submit({ fullname: 'Given Up', email: 'gone@example.com', message: 'Never arrives' });
    const id = body.data!.id;
    smtp.refuseWith = 'Relay denied for good';
    await releaseHeld();
    try {
      await t.ctx.handle.db.updateTable('mail_outbox').set({ attempts: 9 }).where('idempotency_key', '=', `form_submission:${id}`).execute();
      await deliverAllDue();
    } finally {
      smtp.refuseWith = null;
    }
    const state = await submissionState(t, id);
    expect(state.mail_state).toBe('failed');
    expect(state.mail_error).toContain('Relay denied for good');
  });

  it('mails no submission held as spam', async () => {
    const before = staffMails().length;
    const { res, body } = await t.callJson<{ id: number }>('/api/forms/contact', {
      json: { ...(await asPerson(t, { fullname: 'Bot', email: 'bot@example.com', message: 'Cheap pills' })), [FORM_META_FIELDS.honeypot]: 'http://spam.example' },
      ip: ip(),
    });
    expect(res.status).toBe(201);
    expect(await submissionState(t, body.data!.id)).toMatchObject({ spam_reason: 'honeypot', mail_state: null });
    await releaseHeld();
    await deliverAllDue();
    expect(await outboxRows([body.data!.id])).toEqual([]);
    expect(staffMails()).toHaveLength(before);
  });

  it('mails a submission restored from spam once, as a fresh one', async () => {
    const before = staffMails().length;
    const { body } = await t.callJson<{ id: number }>('/api/forms/contact', {
      json: { ...(await asPerson(t, { fullname: 'Wrongly Held', email: 'held@example.com', message: 'A real question' })), [FORM_META_FIELDS.honeypot]: 'autofilled' },
      ip: ip(),
    });
    const id = body.data!.id;
    const admin = await t.tokenFor(await t.adminId());
    const restore = () => t.callJson(`/api/dashboard/modules/contact/submissions/${id}`, { method: 'PATCH', json: { spam: false }, token: admin });
    expect((await restore()).res.status).toBe(200);
    expect(await submissionState(t, id)).toMatchObject({ spam_reason: null, mail_state: 'queued', mail_error: null });

    await releaseHeld();
    await deliverAllDue();
    await smtp.waitForMails(before + 1);
    expect(staffMails().slice(before).map((mail) => mail.text.match(/Fullständigt namn: (.+)/)?.[1]?.trim())).toEqual(['Wrongly Held']);
    expect(await submissionState(t, id)).toMatchObject({ mail_state: 'sent', mail_error: null });

    // Restored again (it is no longer spam): its mail state stays, and nothing more goes out.
    expect((await restore()).res.status).toBe(200);
    expect((await submissionState(t, id)).mail_state).toBe('sent');
    await releaseHeld();
    await deliverAllDue();
    expect(await outboxRows([id])).toEqual([{ idempotency_key: `form_submission:${id}`, status: 'sent' }]);
    expect(staffMails()).toHaveLength(before + 1);
  });

  it('mails each submission restored from spam in bulk once, as the single restore does', async () => {
    const before = staffMails().length;
    const held: number[] = [];
    for (const name of ['Bulk Held One', 'Bulk Held Two']) {
      const { body } = await t.callJson<{ id: number }>('/api/forms/contact', {
        json: { ...(await asPerson(t, { fullname: name, email: 'held@example.com', message: name })), [FORM_META_FIELDS.honeypot]: 'autofilled' },
        ip: ip(),
      });
      held.push(body.data!.id);
    }
    const admin = await t.tokenFor(await t.adminId());
    const restore = (json: unknown) => t.callJson<{ changed: number }>('/api/dashboard/modules/contact/submissions/bulk-restore', { method: 'POST', json, token: admin });
    expect((await restore({ ids: [held[0]] })).body.data).toEqual({ changed: 1 });
    expect((await restore({ all: true, filter: { search: 'Bulk Held' } })).body.data).toEqual({ changed: 1 });
    for (const id of held) expect(await submissionState(t, id)).toMatchObject({ spam_reason: null, mail_state: 'queued', mail_error: null });

    await releaseHeld();
    await deliverAllDue();
    await smtp.waitForMails(before + 2);
    expect(staffMails().slice(before).map((mail) => mail.text.match(/Fullständigt namn: (.+)/)?.[1]?.trim()).sort()).toEqual(['Bulk Held One', 'Bulk Held Two']);
    for (const id of held) expect(await submissionState(t, id)).toMatchObject({ mail_state: 'sent', mail_error: null });

    // Restored again (no longer spam): nothing changes and nothing more goes out.
    expect((await restore({ ids: held })).body.data).toEqual({ changed: 0 });
    await releaseHeld();
    await deliverAllDue();
    expect((await outboxRows(held)).map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(staffMails()).toHaveLength(before + 2);
  });

  it('marks the mail failed when the settings name no contact address', async () => {
    const { body } = await submit({ fullname: 'No Address', email: 'nobody@example.com', message: 'Where does this go?' });
    await t.ctx.services.settings.update({ contact_email: '' });
    try {
      await releaseHeld();
    } finally {
      await t.ctx.services.settings.update({ contact_email: STAFF });
    }
    expect(await submissionState(t, body.data!.id)).toMatchObject({ mail_state: 'failed', mail_error: 'No contact e-mail address is set in the settings' });
  });
});
