import { requestNonce } from '@/lib/server/nonce';
import { CONSENT_HINT_COOKIE, CONSENTED_ATTRIBUTE, SESSION_HINT_COOKIE, SIGNED_IN_ATTRIBUTE } from '@/shared/shell-hints';

const marks: [cookie: string, attribute: string][] = [
  [SESSION_HINT_COOKIE, SIGNED_IN_ATTRIBUTE],
  [CONSENT_HINT_COOKIE, CONSENTED_ATTRIBUTE],
];

const SCRIPT = `(function(d){var c=d.cookie,h=d.documentElement;${marks
  .map(([cookie, attribute]) => `if(/(?:^|;\\s*)${cookie}=/.test(c))h.setAttribute('${attribute}','');`)
  .join('')}})(document)`;

/**
 * Marks the document for a browser holding a session or a saved cookie consent, before
 * anything below paints: the guest links keep their place but hide until the user arrives,
 * and the consent banner (in the HTML for everyone) never shows. Admitted by the page's nonce.
 */
export async function PersonalBootScript() {
  const nonce = await requestNonce();
  // The browser hides a nonce from the DOM after parsing, so hydration would see it differ.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
