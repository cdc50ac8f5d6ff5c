import type { AvatarStore } from '@/server/storage/avatars';
import { createAvatarUploadGate } from './avatar-uploads';
import type { AuthDeps } from './context';
import { createEmailChangeRevertService } from './email-change-revert';
import { createOAuthAccountsService } from './oauth-accounts';
import { createOAuthLinksService } from './oauth-links';
import { createOAuthSignInService } from './oauth-sign-in';
import { createPasswordChangeService } from './password-change';
import { createProfileService } from './profile';
import { createRecoveryService } from './recovery';
import { createRegistrationService } from './registration';
import { createSignInService } from './sign-in';
import { createVerificationService } from './verification';

export type { AuthDeps, AuthRequest, AuthResult } from './context';

/** The account services: sign-in, sign-up, recovery, verification, profile, password, OAuth and its links (staff changes are the dashboard's users service). */
export function createAuthServices(deps: AuthDeps & { avatars: AvatarStore }) {
  return {
    signIn: createSignInService(deps),
    registration: createRegistrationService(deps),
    recovery: createRecoveryService(deps),
    verification: createVerificationService(deps),
    profile: createProfileService(deps),
    avatarUploads: createAvatarUploadGate(deps.config),
    emailChangeRevert: createEmailChangeRevertService(deps),
    passwordChange: createPasswordChangeService(deps),
    oauth: createOAuthSignInService(deps, createOAuthAccountsService(deps)),
    oauthLinks: createOAuthLinksService(deps),
  };
}

export type AuthServices = ReturnType<typeof createAuthServices>;
