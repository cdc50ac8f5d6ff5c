import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_BURST_LIMIT, FILL_TIME_MS } from '@/server/services/form-intake/spam';
import { STAFF_MAIL_HOLD_MS } from '@/server/services/form-intake/staff-mail';
import { FORM_META_FIELDS } from '@/shared/api/forms';
import { asPerson, freshAddress, humanTicket } from '../helpers/forms';
import { createModule } from '../helpers/modules';
import { createTestContext, type TestContext } from '../helpers/test-context';

/**
 * Duplicates and bots: a double submit is a 409 for anyone; a bot's submission (honeypot filled,
 * no or a forged ticket, filled faster than a person can, a ticket used before, a burst from one
 * address) is stored apart with its reason, never mailed, and answered exactly as a person's.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await t.ctx.services.settings.update({ contact_email: 'staff@polyglot.test' });
  await createModule(t, 'other-form', 'form');
});
afterAll(() => t.close());

const ip = () => freshAddress('203.0.113');
let serial = 0;
const values = (label = 'corpus') => ({ fullname: 'Sam Sender', email: 'sam@example.com', subject: `${label} ${++serial}`, message: `Hello number ${serial}` });
const { ticket: TICKET, honeypot: HONEYPOT } = FORM_META_FIELDS;

type Answer = { status: number; body: Record<string, unknown>; id: number | null };
/** What the sender sees: everything but the new row's id. */
const seen = ({ status, body }: Answer) => ({ status, body });
async function send(json: Record<string, unknown>, from = ip(), language = 'en'): Promise<Answer> {
  const { res, body } = await t.callJson<{ id: number }>('/api/forms/contact', { json, ip: from, headers: { 'x-language': language } });
  return { status: res.status, body: { ...body, data: body.data && { id: 'any' } }, id: body.data?.id ?? null };
}
const reasonOf = async (id: number) => (await t.ctx.handle.db.selectFrom('form_submissions').select('spam_reason').where('id', '=', id).executeTakeFirstOrThrow()).spam_reason;
const secondsAgo = (seconds: number) => t.ctx.services.forms.ticket('contact', new Date(Date.now() - seconds * 1000)).then((answer) => answer.ticket);

describe('double submits', () => {
  it('answers 409 "form already submitted", translated, for the same body from the same visitor however it is spaced or cased', async () => {
    const from = ip();
    const body = values('twice');
    expect((await send(await asPerson(t, body), from)).status).toBe(201);
    const again = await send(await asPerson(t, { ...body, message: `  ${body.message.toUpperCase()}  ` }), from, 'sv');
    expect(again).toMatchObject({ status: 409, body: { status: false, statusCode: 409, message: 'Formuläret har redan skickats' } });
    // Another visitor may send the same words.
    expect((await send(await asPerson(t, body))).status).toBe(201);
  });

  it('tells a signed-in visitor from another visitor at the same address', async () => {
    const token = await t.tokenFor(await t.adminId());
    const from = ip();
    const body = values('account');
    expect((await t.call('/api/forms/contact', { json: await asPerson(t, body), ip: from, token })).status).toBe(201);
    expect((await t.call('/api/forms/contact', { json: await asPerson(t, body), ip: from, token })).status).toBe(409);
    expect((await t.call('/api/forms/contact', { json: await asPerson(t, body), ip: from })).status).toBe(201);
  });
});

describe('the ticket', () => {
  it('is issued for a form module only', async () => {
    const { res, body } = await t.callJson<{ ticket: string }>('/api/forms/contact/ticket');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.data!.ticket).toMatch(/^contact\.\d+\./);
    expect((await t.call('/api/forms/blog/ticket', { headers: { 'x-language': 'tr' } })).status).toBe(400);
    expect((await t.callJson('/api/forms/nope/ticket', { headers: { 'x-language': 'sv' } })).body.message).toBe('Modulen hittades inte');
  });
});

describe('the bot corpus', () => {
  it('holds every bot submission with its reason, answers it as a person, and mails none; no person is held', async () => {
    const person = await send(await asPerson(t, values('person')));
    expect(person.status).toBe(201);

    // A ticket of now whose time a bot moved back a minute, to look like a person's fill time.
    const forged = (await secondsAgo(0)).replace(/\.(\d+)\./, (_, issued: string) => `.${Number(issued) - 60_000}.`);
    const corpus: { reason: string; json: Record<string, unknown> }[] = [];
    for (const filled of ['http://cheap.example', 'x', ' ']) corpus.push({ reason: 'honeypot', json: { ...(await asPerson(t, values())), [HONEYPOT]: filled } });
    corpus.push({ reason: 'no_ticket', json: values() });
    corpus.push({ reason: 'no_ticket', json: { ...values(), [TICKET]: forged, [HONEYPOT]: '' } });
    corpus.push({ reason: 'no_ticket', json: { ...values(), [TICKET]: await humanTicket(t, 'other-form'), [HONEYPOT]: '' } });
    corpus.push({ reason: 'no_ticket', json: { ...values(), [TICKET]: 12345, [HONEYPOT]: '' } });
    corpus.push({ reason: 'ticket_expired', json: { ...values(), [TICKET]: await secondsAgo(FILL_TIME_MS.max / 1000 + 60), [HONEYPOT]: '' } });
    for (const seconds of [0, 0.5, 2]) corpus.push({ reason: 'too_fast', json: { ...values(), [TICKET]: await secondsAgo(seconds), [HONEYPOT]: '' } });
    // Replayed: one ticket, its body sent again from elsewhere (the same address gets the 409 above).
    const replayed = await asPerson(t, values('replayed'));
    corpus.push({ reason: 'ticket_reused', json: replayed }, { reason: 'ticket_reused', json: replayed });
    const firstReplay = await send(replayed);
    expect(firstReplay.status).toBe(201);
    expect(await reasonOf(firstReplay.id!)).toBe(null);
    // The replay's first sending was a person's as far as anyone can tell: it is in the inbox, the rest are not.
    const held: number[] = [];
    for (const entry of corpus) {
      const answer = await send(entry.json);
      held.push(answer.id!);
      expect(seen(answer), entry.reason).toEqual(seen(person));
      expect(await reasonOf(answer.id!), entry.reason).toBe(entry.reason);
    }

    // A burst from one address, each body with a ticket of its own and a person's fill time: all of it is held.
    const burster = ip();
    const burst: number[] = [];
    for (let index = 0; index <= FORM_BURST_LIMIT.points; index++) {
      const answer = await send(await asPerson(t, values('burst')), burster);
      expect(seen(answer)).toEqual(seen(person));
      burst.push(answer.id!);
    }
    expect(await Promise.all(burst.map(reasonOf))).toEqual(burst.map(() => 'burst'));

    // Of them all, only the person's submission and the replay's first sending are mailed.
    await t.ctx.services.forms.releaseStaffMail(new Date(Date.now() + STAFF_MAIL_HOLD_MS + 1000));
    const mailed = new Set((await t.ctx.handle.db.selectFrom('mail_outbox').select('idempotency_key').where('template', '=', 'form_received').execute())
      .map((row) => row.idempotency_key));
    const sent = [person.id!, firstReplay.id!, ...held, ...burst].filter((id) => mailed.has(`form_submission:${id}`));
    expect(sent).toEqual([person.id, firstReplay.id]);
  });

  it('holds no submission sent at a person\'s pace, in any language', async () => {
    const ids: number[] = [];
    for (const language of ['en', 'sv', 'tr']) {
      for (let index = 0; index < 10; index++) {
        const json = { ...values(`human ${language}`), [TICKET]: await secondsAgo(4 + index * 30), [HONEYPOT]: '' };
        const answer = await send(json, ip(), language);
        expect(answer.status).toBe(201);
        ids.push(answer.id!);
      }
    }
    expect((await Promise.all(ids.map(reasonOf))).filter((reason) => reason !== null)).toEqual([]);
  });
});
