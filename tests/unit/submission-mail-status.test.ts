import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { mailStatusKey } from '@/components/dashboard/submissions/mail-status';
import en from '@/i18n/messages/en.json';
import sv from '@/i18n/messages/sv.json';
import tr from '@/i18n/messages/tr.json';

const translators = Object.entries({ en, sv, tr }).map(([locale, messages]) => [locale, createTranslator({ locale, messages, namespace: 'dashboard.inbox.mail' })] as const);

/** The inbox's words for a staff mail: a refused mail the outbox tries again is queued with the server's answer; 'failed' is given up. */
describe('the staff mail state in the inbox', () => {
  it('shows a queued mail with the server\'s answer as retrying, and failed as failed', () => {
    expect(mailStatusKey({ mail_state: 'queued', mail_error: null })).toBe('queued');
    expect(mailStatusKey({ mail_state: 'queued', mail_error: '451 Mailbox temporarily unavailable' })).toBe('retrying');
    expect(mailStatusKey({ mail_state: 'failed', mail_error: '550 Relay denied' })).toBe('failed');
    expect(mailStatusKey({ mail_state: 'sent', mail_error: null })).toBe('sent');
    expect(mailStatusKey({ mail_state: null, mail_error: null })).toBe('none');
  });

  it.each(translators)('says in %s that a retried mail is retried with the answer, and that a failed one is given up', (_locale, t) => {
    const answer = '451 Mailbox temporarily unavailable';
    expect(t('retrying', { answer })).toMatch(new RegExp(`^\\S.*: ${answer}$`));
    expect(t('failed')).not.toMatch(/tried again\.|Det försöks igen\.|Yeniden denenecek\./);
  });

  it('names both cases in English as the inbox shows them', () => {
    const t = translators[0][1];
    expect(t('retrying', { answer: '451 busy' })).toBe('Retrying: 451 busy');
    expect(t('failed')).toMatch(/^Given up/);
  });
});
