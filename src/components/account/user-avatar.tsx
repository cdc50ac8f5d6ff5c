import { clsx } from 'clsx';
import type { AuthUser } from '@/shared/types';

const SIZES = { sm: 'size-8 text-sm', md: 'size-11 text-base', lg: 'size-16 text-xl' } as const;

/** The user's picture, or the first letter of their name on a tinted disc. Decorative: the name is always beside it. */
export function UserAvatar({ user, size = 'md' }: { user: Pick<AuthUser, 'avatar' | 'fullname' | 'username'>; size?: keyof typeof SIZES }) {
  if (user.avatar) {
    return <img src={user.avatar} alt="" className={clsx('shrink-0 rounded-full object-cover ring-1 ring-slate-200 dark:ring-slate-800', SIZES[size])} />;
  }
  return (
    <span aria-hidden className={clsx('grid shrink-0 place-items-center rounded-full bg-primary-100 dark:bg-primary-900/40 font-semibold text-primary-800 dark:text-primary-200', SIZES[size])}>
      {(user.fullname || user.username).charAt(0).toUpperCase()}
    </span>
  );
}
