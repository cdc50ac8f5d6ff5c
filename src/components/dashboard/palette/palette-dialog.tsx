'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Command, defaultFilter } from 'cmdk';
import { Dialog } from 'radix-ui';
import { mayLeave } from '@/lib/leave-guard';
import { useMenuHandoff, type MenuHandoff } from '@/components/ui/lazy-menu';
import { rankEntries } from './palette-rank';
import { isPaletteShortcut, PALETTE_TRIGGER_CLASSES, PaletteTriggerContent, type CommandPaletteProps } from './palette-trigger';
import { useUserSearch } from './use-user-search';

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-slate-700 data-[selected=true]:bg-primary-50 data-[selected=true]:text-primary-900 dark:text-slate-200 dark:data-[selected=true]:bg-primary-900/40 dark:data-[selected=true]:text-white';
const GROUP = '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-500 dark:[&_[cmdk-group-heading]]:text-slate-400';

/** The palette (./command-palette.tsx loads it on first intent): jump to any screen of the sidebar, or find a user by name or e-mail. */
export default function PaletteDialog({ groups, users, texts, searchIcon, ...handoff }: CommandPaletteProps & MenuHandoff) {
  const router = useRouter();
  const [open, setOpen] = useState(handoff.initiallyOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  useMenuHandoff(trigger, handoff);
  const [query, setQuery] = useState('');
  const hits = useUserSearch(query, open && users !== null);
  const ranked = query.trim() === '' ? null : rankEntries(groups, query, defaultFilter);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isPaletteShortcut(event)) {
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
      <Dialog.Trigger ref={trigger} title={texts.open} aria-keyshortcuts="Control+K Meta+K" className={PALETTE_TRIGGER_CLASSES}>
        <PaletteTriggerContent searchIcon={searchIcon} placeholder={texts.placeholder} />
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
