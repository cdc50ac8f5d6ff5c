'use client';

import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { Command, defaultFilter } from 'cmdk';
import { Dialog } from 'radix-ui';
import { mayLeave } from '@/lib/leave-guard';
import { rankEntries } from './palette-rank';
import { useUserSearch } from './use-user-search';

export interface PaletteLink {
  id: string;
  label: string;
  href: string;
  icon: ReactNode;
}

export interface PaletteGroup {
  key: string;
  label: string;
  links: PaletteLink[];
}

export interface CommandPaletteProps {
  groups: PaletteGroup[];
  /** Present with users.read: the group's heading and the localised path of the users screen. */
  users: { label: string; path: string; icon: ReactNode } | null;
  texts: { open: string; title: string; placeholder: string; empty: string };
  searchIcon: ReactNode;
}

const noSubscription = () => () => {};
const shortcutLabel = () => (/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K');


const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-slate-700 data-[selected=true]:bg-primary-50 data-[selected=true]:text-primary-900 dark:text-slate-200 dark:data-[selected=true]:bg-primary-900/40 dark:data-[selected=true]:text-white';
const GROUP = '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-500 dark:[&_[cmdk-group-heading]]:text-slate-400';

/** Ctrl/Cmd+K: jump to any screen of the sidebar, or find a user by name or e-mail. */
export function CommandPalette({ groups, users, texts, searchIcon }: CommandPaletteProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const hits = useUserSearch(query, open && users !== null);
  const ranked = query.trim() === '' ? null : rankEntries(groups, query, defaultFilter);
  const shortcut = useSyncExternalStore(noSubscription, shortcutLabel, () => 'Ctrl K');

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((value) => !value);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const changeOpen = (value: boolean) => {
    setOpen(value);
    if (!value) setQuery('');
  };
  const go = (href: string) => {
    // An editor with unsaved changes asks first (lib/use-leave-guard).
    if (!mayLeave()) return;
    changeOpen(false);
    router.push(href);
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger
        title={texts.open}
        aria-keyshortcuts="Control+K Meta+K"
        className="flex h-10 min-w-10 items-center justify-center gap-2 rounded-lg text-sm text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 sm:w-72 sm:justify-start lg:w-80 sm:border sm:border-slate-200 sm:bg-white sm:px-3 dark:text-slate-400 dark:hover:bg-slate-800 sm:dark:border-slate-700 sm:dark:bg-slate-900"
      >
        {searchIcon}
        {/* The button's name is its text (also on phones, where only the icon shows), so it contains what is seen. */}
        <span className="sr-only sm:not-sr-only sm:flex-1 sm:truncate sm:text-start">{texts.placeholder}</span>
        <kbd className="hidden rounded border border-slate-200 px-1.5 font-sans text-xs sm:inline dark:border-slate-700">{shortcut}</kbd>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-[8vh] left-1/2 z-50 w-[calc(100%-1.5rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200 focus:outline-none dark:bg-slate-900 dark:ring-slate-700"
        >
          <Dialog.Title className="sr-only">{texts.title}</Dialog.Title>
          {/* The palette ranks itself (cmdk sorts within groups only): exact, prefix and word-start matches first, in one list ("sett" → Settings). */}
          <Command label={texts.title} shouldFilter={false} loop>
            <div className="flex items-center gap-3 border-b border-slate-200 px-4 text-slate-400 dark:border-slate-700">
              {searchIcon}
              <Command.Input
                value={query}
                onValueChange={setQuery}
                placeholder={texts.placeholder}
                className="h-14 w-full min-w-0 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-400 dark:text-white"
              />
            </div>
            <Command.List className="max-h-[min(60vh,26rem)] overflow-y-auto overscroll-contain p-2">
              {hits.length === 0 ? <Command.Empty className="px-3 py-8 text-center text-sm text-slate-500 dark:text-slate-400">{texts.empty}</Command.Empty> : null}
              {ranked ? (
                ranked.length > 0 ? (
                  <Command.Group className={GROUP}>
                    {ranked.map(({ link, group }) => (
                      <Command.Item key={link.href} value={link.href} onSelect={() => go(link.href)} className={ITEM}>
                        {link.icon}
                        <span className="truncate">{link.label}</span>
                        <span className="ms-auto shrink-0 text-xs text-slate-500 dark:text-slate-400">{group}</span>
                      </Command.Item>
                    ))}
                  </Command.Group>
                ) : null
              ) : groups.map((group) => (
                <Command.Group key={group.key} heading={group.label} className={GROUP}>
                  {group.links.map((link) => (
                    <Command.Item key={link.href} value={link.href} onSelect={() => go(link.href)} className={ITEM}>
                      {link.icon}
                      <span className="truncate">{link.label}</span>
                    </Command.Item>
                  ))}
                </Command.Group>
              ))}
              {users && hits.length > 0 ? (
                <Command.Group heading={users.label} forceMount className={GROUP}>
                  {hits.map((user) => (
                    <Command.Item
                      key={user.id}
                      value={`user:${user.id}`}
                      forceMount
                      onSelect={() => go(`${users.path}/${encodeURIComponent(String(user.id))}`)}
                      className={ITEM}
                    >
                      {users.icon}
                      <span className="min-w-0">
                        <span className="block truncate">{user.fullname || user.username}</span>
                        <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</span>
                      </span>
                    </Command.Item>
                  ))}
                </Command.Group>
              ) : null}
            </Command.List>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
