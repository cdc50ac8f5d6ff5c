import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

/** Guest pages (sign in, sign up, recovery): a centred card with a heading and description. */
export function AuthCard({ icon, title, description, children }: { icon: string; title: string; description: string; children?: ReactNode }) {
  return (
    <div className="flex justify-center bg-gradient-to-b from-primary-50/70 to-white px-4 py-16 sm:py-24">
      <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white p-8 shadow-lg sm:p-10">
        <span className="inline-grid size-12 place-items-center rounded-2xl bg-primary-600 text-white shadow-sm">
          <Icon name={icon} className="size-6" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{description}</p>
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </div>
  );
}
