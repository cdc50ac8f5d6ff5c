import type { MailView, ProviderName } from './test-peers';
import { e2eServer } from '../e2e-server';

/** What test files use of the peers started by global-setup (through its control server). */
const controlUrl = () => e2eServer().peersUrl;

export async function mailsTo(address: string): Promise<MailView[]> {
  const response = await fetch(`${controlUrl()}/mails?to=${encodeURIComponent(address)}`);
  return (await response.json()) as MailView[];
}

/** Waits for the `count`-th mail to `address` (mail leaves through the server's outbox, asynchronously). */
export async function waitForMail(address: string, count = 1, timeoutMs = 20_000): Promise<MailView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length >= count) return mails[count - 1];
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${address}, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in a mail's text that carries a `token` parameter. */
export function tokenLinkOf(mail: MailView): URL {
  const match = mail.text.match(/https?:\/\/[^\s\]>)]+[?&]token=[A-Za-z0-9_-]+/);
  if (!match) throw new Error(`no token link in the mail "${mail.subject}":\n${mail.text}`);
  return new URL(match[0]);
}

/** The profile the fake provider reports for the next sign-in. */
export async function setOAuthPersona(provider: ProviderName, userinfo: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${controlUrl()}/oauth/${provider}/persona`, { method: 'POST', body: JSON.stringify(userinfo) });
  if (!response.ok) throw new Error(`setting the ${provider} persona failed: ${response.status}`);
}
