import type { AppContext } from '@/server/context';
import { createRouter } from '../../router';
import { accountRoutes } from './account';
import { avatarRoutes } from './avatars';
import { notificationsRoutes } from './notifications';
import { oauthRoutes } from './oauth';
import { oauthLinksRoutes } from './oauth-links';
import { recoveryRoutes } from './recovery';
import { sessionsRoutes } from './sessions';
import { shellRoutes } from './shell';
import { signInRoutes } from './sign-in';
import { signUpRoutes } from './sign-up';

/** Every account call: /api/auth/... and the avatar images. */
export function authRoutes(ctx: AppContext) {
  return createRouter()
    .route('/', signInRoutes(ctx))
    .route('/', signUpRoutes(ctx))
    .route('/', recoveryRoutes(ctx))
    .route('/', accountRoutes(ctx))
    .route('/', sessionsRoutes(ctx))
    .route('/', notificationsRoutes(ctx))
    .route('/', shellRoutes(ctx))
    .route('/', oauthRoutes(ctx))
    .route('/', oauthLinksRoutes(ctx))
    .route('/', avatarRoutes(ctx));
}
