import type { ReactNode } from 'react';
import type { AuthUser } from '@/shared/types';
import { Container } from '@/components/ui/container';
import { AccountNav } from './account-nav';

/** Signed-in account pages: who is signed in and the sub-navigation beside the page. */
export function AccountLayout({ user, children }: { user: AuthUser; children: ReactNode }) {
  return (
    <Container className="py-10 sm:py-14">
      <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
        <aside className="space-y-6">
          <div className="flex items-center gap-3">
            <span aria-hidden className="grid size-11 place-items-center rounded-full bg-primary-100 text-base font-semibold text-primary-800">
              {(user.fullname || user.username).charAt(0).toUpperCase()}
            </span>
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{user.fullname || user.username}</p>
              <p className="truncate text-sm text-slate-500">{user.email}</p>
            </div>
          </div>
          <AccountNav user={user} />
        </aside>
        <div className="min-w-0">{children}</div>
      </div>
    </Container>
  );
}
