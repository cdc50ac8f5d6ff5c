import type { SignUpData } from '@/shared/schemas/auth';
import { hashPassword } from '../passwords';
import type { AuthDeps, AuthRequest, AuthResult } from './context';
import { assertRegistrationOpen, createAccount } from './new-account';
import { openSession } from './sign-in';

/** Sign-up: a new active account in the default role, signed in at once (a browser session). */
export function createRegistrationService(deps: AuthDeps) {
  return {
    async signUp(input: SignUpData, request: AuthRequest): Promise<AuthResult> {
      await assertRegistrationOpen(deps);
      const userId = await createAccount(
        deps,
        {
          username: input.username,
          email: input.email,
          fullname: input.fullname,
          birthday: input.birthday ?? null,
          passwordHash: await hashPassword(input.password),
          emailVerified: false,
        },
        request.locale,
      );
      return openSession(deps, userId, false, request);
    },
  };
}
