import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a ticket says once its signature checks: when the form was shown, and its own id. */
export interface FormTicketClaims {
  issuedAt: number;
  nonce: string;
}

/**
 * Tickets that say when a public form was shown, so its fill time can be judged: the browser
 * fetches one when it shows the form (pages are cached, so the time cannot be written into
 * them) and sends it back with the submission. Signed with a key derived from the settings key,
 * the same in every worker and instance; `{module}.{issued ms}.{nonce}.{signature}`.
 */
export function createTicketSigner(settingsKey: Buffer) {
  const key = Buffer.from(hkdfSync('sha256', settingsKey, Buffer.alloc(0), 'polyglot form ticket', 32));
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    issue(moduleKey: string, now = new Date()): string {
      const body = `${moduleKey}.${now.getTime()}.${randomBytes(12).toString('base64url')}`;
      return `${body}.${sign(body)}`;
    },

    /** The claims of a ticket this server issued for this form; null for anything else. */
    read(ticket: unknown, moduleKey: string): FormTicketClaims | null {
      if (typeof ticket !== 'string' || ticket.length > 512) return null;
      const parts = ticket.split('.');
      if (parts.length !== 4 || parts[0] !== moduleKey || !/^\d{1,15}$/.test(parts[1])) return null;
      const expected = Buffer.from(sign(parts.slice(0, 3).join('.')));
      const given = Buffer.from(parts[3]);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { issuedAt: Number(parts[1]), nonce: parts[2] };
    },
  };
}

export type TicketSigner = ReturnType<typeof createTicketSigner>;
