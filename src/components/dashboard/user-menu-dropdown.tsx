'use client';

import { useRef } from 'react';
import NextLink from 'next/link';
import { DropdownMenu } from 'radix-ui';
import { useSignOut } from '@/lib/account/use-sign-out';
import { chooseTheme, useTheme } from '@/lib/theme';
import { useMenuHandoff, type MenuHandoff } from '@/components/ui/lazy-menu';
import { USER_MENU_TRIGGER_CLASSES, UserMenuTriggerContent, type UserMenuProps } from './user-menu-trigger';

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white';

/** The account menu (./user-menu.tsx loads it on first intent): who is signed in, the account pages, the theme and sign-out. */
export default function UserMenuDropdown({ name, email, avatar, label, links, theme, signOut, ...handoff }: UserMenuProps & MenuHandoff) {
  const current = useTheme();
  const trigger = useRef<HTMLButtonElement>(null);
  useMenuHandoff(trigger, handoff);
  const { busy, signOut: run } = useSignOut(signOut.homePath);

  return (
    <DropdownMenu.Root modal={false} defaultOpen={handoff.initiallyOpen}>
      <DropdownMenu.Trigger ref={trigger} className={USER_MENU_TRIGGER_CLASSES}>
        <UserMenuTriggerContent name={name} avatar={avatar} label={label} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-[60] w-64 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <DropdownMenu.Label className="px-2.5 py-2">
            <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">{name}</span>
            <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          {links.map((link) => (
            <DropdownMenu.Item key={link.href} asChild className={ITEM}>
              <NextLink href={link.href}>
                {link.icon}
                {link.label}
              </NextLink>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item className={ITEM} onSelect={(event) => {
            event.preventDefault();
            chooseTheme(current === 'dark' ? 'light' : 'dark');
          }}>
            {current === 'dark' ? theme.lightIcon : theme.darkIcon}
            {current === 'dark' ? theme.light : theme.dark}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} disabled={busy} onSelect={() => void run()}>
            {signOut.icon}
            {busy ? signOut.busyLabel : signOut.label}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
