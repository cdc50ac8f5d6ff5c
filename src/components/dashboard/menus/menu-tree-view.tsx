'use client';

import type { KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { MENU_MAX_DEPTH, type MenuItem } from '@/shared/api/menus';
import { RowActionsMenu, type RowAction } from '../data-table/row-actions-menu';
import { SortableList } from '../modules/sortable-list';
import { possibleMoves } from './menu-tree';

export type TreeMove = 'up' | 'down' | 'indent' | 'outdent';
export type TreeAction = TreeMove | 'add_child' | 'duplicate' | 'move_menu' | 'remove';

/** The element id of an item's select button (focus returns there after a move). */
export const itemButtonId = (id: string) => `menu-item-${id}`;

const KEY_MOVES: Record<string, TreeMove> = { ArrowUp: 'up', ArrowDown: 'down', ArrowRight: 'indent', ArrowLeft: 'outdent' };

export interface MenuTreeViewProps {
  items: MenuItem[];
  /** The whole tree, to tell which moves an item has. */
  root: MenuItem[];
  selectedId: string | null;
  nameOf: (item: MenuItem) => string;
  /** Short notes beside an item (missing labels, target gone, errors). */
  flagsOf: (item: MenuItem) => { text: string; tone: 'warning' | 'error' | 'info' }[];
  onSelect: (id: string) => void;
  /** Drag and drop within one sibling list (`parentId` null: the top level), `to` the final index. */
  onReorder: (parentId: string | null, from: number, to: number) => void;
  onAction: (id: string, action: TreeAction) => void;
  parentId?: string | null;
  /** This level's depth (1: the top). */
  depth?: number;
}

const TONES = {
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  error: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  info: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/** One level of the menu's tree (and, inside each item, the level below): handles to drag, a button to select, an actions menu. */
export function MenuTreeView(props: MenuTreeViewProps) {
  const { items, root, selectedId, nameOf, flagsOf, onSelect, onReorder, onAction, parentId = null, depth = 1 } = props;
  const t = useTranslations('dashboard.menus_editor.editor');

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, item: MenuItem) {
    const move = event.altKey && !event.ctrlKey && !event.metaKey ? KEY_MOVES[event.key] : undefined;
    if (!move) return;
    event.preventDefault();
    onAction(item.id, move);
  }

  return (
    <SortableList
      items={items}
      idOf={(item) => item.id}
      nameOf={nameOf}
      handleLabel={(item) => t('handle', { name: nameOf(item) })}
      onMove={(from, to) => onReorder(parentId, from, to)}
      className={clsx('space-y-1.5', parentId !== null && 'mt-1.5 ms-4 border-s border-slate-200 ps-2 sm:ms-6 sm:ps-3 dark:border-slate-700')}
    >
      {(item, _index, handle) => {
        const selected = item.id === selectedId;
        const flags = flagsOf(item);
        const flagsId = `${itemButtonId(item.id)}-flags`;
        return (
          <>
            <div className={clsx(
              'flex min-w-0 items-center gap-1 rounded-lg border bg-white py-1 pe-1 ps-1 dark:bg-slate-900',
              selected ? 'border-primary-500 ring-2 ring-primary-500/30' : 'border-slate-200 dark:border-slate-700',
            )}>
              {handle}
              <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
                <button
                  type="button"
                  id={itemButtonId(item.id)}
                  aria-label={t('select', { name: nameOf(item) })}
                  aria-describedby={flags.length ? flagsId : undefined}
                  aria-current={selected || undefined}
                  aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Alt+ArrowRight Alt+ArrowLeft"
                  onClick={() => onSelect(item.id)}
                  onKeyDown={(event) => onKeyDown(event, item)}
                  className="min-w-0 truncate rounded-md px-2 py-1.5 text-start text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-white dark:hover:bg-slate-800"
                >
                  {nameOf(item)}
                </button>
                {flags.length ? (
                  <span id={flagsId} className="flex flex-wrap gap-1 pb-1 sm:pb-0">
                    {flags.map((flag) => <span key={flag.text} className={clsx('rounded-full px-2 py-0.5 text-xs font-medium', TONES[flag.tone])}>{flag.text}</span>)}
                  </span>
                ) : null}
              </div>
              <ItemActions item={item} root={root} name={nameOf(item)} canAddChild={depth < MENU_MAX_DEPTH} onAction={onAction} />
            </div>
            {item.children?.length ? <MenuTreeView {...props} items={item.children} parentId={item.id} depth={depth + 1} /> : null}
          </>
        );
      }}
    </SortableList>
  );
}

function ItemActions({ item, root, name, canAddChild, onAction }: { item: MenuItem; root: MenuItem[]; name: string; canAddChild: boolean; onAction: (id: string, action: TreeAction) => void }) {
  const t = useTranslations('dashboard.menus_editor.editor');
  // Worked out only while the menu is open, one item at a time.
  const actions = (): RowAction[] => {
    const moves = possibleMoves(root, item.id);
    const entry = (action: TreeAction, label: string, { enabled = true, destructive = false, separated = false } = {}): RowAction => (
      { key: action, label, disabled: !enabled, destructive, separated, onSelect: () => onAction(item.id, action) }
    );
    return [
      entry('up', t('move_up'), { enabled: moves.up }),
      entry('down', t('move_down'), { enabled: moves.down }),
      entry('indent', t('indent'), { enabled: moves.indent }),
      entry('outdent', t('outdent'), { enabled: moves.outdent }),
      entry('add_child', t('add_child'), { enabled: canAddChild, separated: true }),
      entry('duplicate', t('duplicate')),
      entry('move_menu', t('move_to_menu')),
      entry('remove', t('remove'), { destructive: true }),
    ];
  };
  // The action decides where the focus goes (the moved item may have a new place in the DOM).
  return <RowActionsMenu label={t('item_actions', { name })} actions={actions} returnFocus={false} />;
}
