import { message } from './zod-config';

/**
 * Rules for a new password that need no word list, so the browser applies them as the server
 * does. The common-password list stays on the server (services/auth/password-policy.ts): it
 * would weigh more than the rest of the account pages together.
 */

/** The characters that are not whitespace: eight spaces are no password. */
export function nonBlankLength(password: string): number {
  return password.replace(/\s/gu, '').length;
}

/** One character repeated (`aaaaaaaaaa`, `1111 1111`): guessed at once, whatever its length. */
export function isOneCharacterRepeated(password: string): boolean {
  return new Set(password.replace(/\s/gu, '')).size <= 1;
}

/** Whose password it is: what it must not be equal to. */
export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
}

/** The password is the owner's username, e-mail address or the address's local part (in any case, spaces around ignored). */
export function isPersonalPassword(password: string, owner: PasswordOwner): boolean {
  const candidate = password.trim().toLowerCase();
  const email = owner.email?.trim().toLowerCase();
  const personal = [owner.username?.trim().toLowerCase(), email, email?.split('@')[0]];
  return personal.some((value) => !!value && value === candidate);
}

/** The refinement options for a personal password, reported on `field`. */
export const personalPasswordIssue = (field: string) => ({ path: [field], ...message('password_personal') });
