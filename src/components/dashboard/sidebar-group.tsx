'use client';

import type { ReactNode } from 'react';
import { Collapsible } from 'radix-ui';

export interface SidebarGroupProps {
  label: string;
  chevron: ReactNode;
  children: ReactNode;
}

/** One group of the sidebar under a heading that folds it away. */
export function SidebarGroup({ label, chevron, children }: SidebarGroupProps) {
  return (
    <Collapsible.Root defaultOpen className="group/section">
      <h2>
        <Collapsible.Trigger className="flex w-full items-center justify-between rounded-md px-3 py-1 text-xs font-semibold tracking-wider text-slate-400 uppercase hover:text-white focus-visible:outline-2 focus-visible:outline-primary-400">
          {label}
          <span className="transition-transform group-data-[state=closed]/section:-rotate-90">{chevron}</span>
        </Collapsible.Trigger>
      </h2>
      <Collapsible.Content className="mt-1">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
