'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';
import type { NavLink, NavTopLink } from '@/shared/api/menus';
import type { PrefetchOn } from './intent-prefetch';
import { ItemLabel, NAV_ITEM } from './nav-item-label';
import type { SubmenusState } from './use-submenus';

/** The submenus' texts, in the page's language (public pages send the browser no message catalogue). */
export interface SubmenuTexts {
  /** The button's name; `{label}` stands for the item's label. */
  toggle: string;
  loading: string;
  error: string;
}

const TOGGLE = 'grid size-7 place-items-center rounded-md text-slate-500 transition hover:bg-slate-100 hover:text-slate-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-200 focus-visible:outline-2 focus-visible:outline-primary-600 [&[aria-expanded=true]>svg]:rotate-180 [&>svg]:transition-transform';
/** As tall as one item, so the answer replaces it without moving what follows. */
const NOTE = `${NAV_ITEM} cursor-default font-normal text-slate-500 dark:text-slate-400`;

interface SubmenuProps {
  link: NavTopLink;
  submenus: SubmenusState;
  chevron: ReactNode;
  texts: SubmenuTexts;
}

/** While the sub-items load, a polite note; if they cannot, the error (an item missing from the answer is one too). */
function Pending({ submenus, texts }: { submenus: SubmenusState; texts: SubmenuTexts }) {
  const failed = submenus.status === 'error' || submenus.status === 'ready';
  return <p role={failed ? 'alert' : 'status'} className={NOTE}>{failed ? texts.error : texts.loading}</p>;
}

const toggleName = (texts: SubmenuTexts, link: NavTopLink) => texts.toggle.replace('{label}', link.label);

/**
 * A header item with sub-items: they show on hover and while focus is inside (as CSS does for
 * every item), and stay open from the button (click, Enter, Space, ArrowDown; Escape closes).
 * The first opening of any asks for the area's sub-items; opened from the keyboard, focus moves
 * to the first sub-item once they are there.
 */
export function NavDropdown({ link, submenus, chevron, texts }: SubmenuProps) {
  const [open, setOpen] = useState(false);
  // Escape hides it even while the pointer or focus is still inside (which otherwise show it).
  const [dismissed, setDismissed] = useState(false);
  const wantsFocus = useRef(false);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const children = submenus.submenus?.[link.id];

  useEffect(() => {
    if (!open || !wantsFocus.current || !children) return;
    wantsFocus.current = false;
    panel.current?.querySelector<HTMLElement>('a, [tabindex]')?.focus();
  }, [open, children]);

  const openFrom = (keyboard: boolean) => {
    submenus.load();
    wantsFocus.current = keyboard;
    setDismissed(false);
    setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || dismissed) return;
    setOpen(false);
    setDismissed(true);
    button.current?.focus();
  };

  return (
    <li
      className="group relative"
      onPointerEnter={submenus.load}
      onPointerLeave={() => setDismissed(false)}
      onFocus={submenus.load}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        setOpen(false);
        setDismissed(false);
      }}
    >
      <span className="flex items-center">
        <ItemLabel link={link} />
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={toggleName(texts, link)}
          className={clsx(TOGGLE, '-ms-2')}
          // A click made by Enter or Space has no pointer position (detail 0).
          onClick={(event) => {
            if (!open) return openFrom(event.detail === 0);
            setOpen(false);
            setDismissed(true);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown') return;
            event.preventDefault();
            openFrom(true);
          }}
        >
          {chevron}
        </button>
      </span>
      <div
        ref={panel}
        id={panelId}
        className={clsx(
          'invisible absolute top-full start-0 z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 dark:border-slate-800 dark:bg-slate-900 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100',
          open && 'visible opacity-100',
          dismissed && 'invisible! opacity-0!',
        )}
      >
        {children ? (
          <ul>
            {children.map((child: NavLink) => <li key={child.id}><ItemLabel link={child} prefetchOn="intent" /></li>)}
          </ul>
        ) : submenus.status === 'idle' ? null : <Pending submenus={submenus} texts={texts} />}
      </div>
    </li>
  );
}

/** A stacked item with sub-items (phone menu, footer): its button expands them below it, asking for them the first time. */
export function NavDisclosure({ link, submenus, chevron, texts, prefetchOn, children: render }: SubmenuProps & {
  prefetchOn?: PrefetchOn;
  children: (links: NavLink[]) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const children = submenus.submenus?.[link.id];
  return (
    <>
      <span className="flex items-center justify-between gap-1">
        <ItemLabel link={link} prefetchOn={prefetchOn} />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={toggleName(texts, link)}
          className={TOGGLE}
          onClick={() => {
            if (!open) submenus.load();
            setOpen(!open);
          }}
        >
          {chevron}
        </button>
      </span>
      <div id={panelId} hidden={!open}>
        {open ? (children ? render(children) : <div className="ms-4 border-s border-slate-200 ps-2 dark:border-slate-800"><Pending submenus={submenus} texts={texts} /></div>) : null}
      </div>
    </>
  );
}
