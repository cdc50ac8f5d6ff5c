'use client';

import { useId, useRef, useState } from 'react';
import NextLink from 'next/link';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/submit-button';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError, Input } from '@/components/ui/field';
import { languages, resolveLocale } from '@/i18n/locales';
import { showToast } from '@/lib/toasts';
import { useApi } from '@/lib/use-api';
import { flattenMenu, MENU_MAX_DEPTH, menuDetailSchema, type MenuDetail, type MenuItem } from '@/shared/api/menus';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { MenuAreasField } from './menu-areas-field';
import { MenuConflictDialog } from './menu-conflict-dialog';
import { labelIn, missingLabels, newItem, sameTarget, type MenuChoices, type MenuDraft } from './menu-draft';
import { hasErrors, withoutItemError } from './menu-errors';
import { MenuItemPanel } from './menu-item-panel';
import { MenuMoveDialog } from './menu-move-dialog';
import { MenuPreview } from './menu-preview';
import {
  appendItem, countItems, duplicate, findItem, indent, moveDown, moveTo, moveUp, newItemId, outdent, placeOf, removeItem, replaceItem, withNewIds,
} from './menu-tree';
import { itemButtonId, MenuTreeView, type TreeAction, type TreeMove } from './menu-tree-view';
import { menuPath, updateBody, useMenuSave } from './use-menu-save';
import { useMenusOverview } from './use-menus-overview';
import { SaveBar } from '../save-bar';

export interface MenuEditorProps {
  /** The menu as GET /api/dashboard/menus/{key} answers it. */
  menu: MenuDetail;
  choices: MenuChoices;
  /** The localised menus list path. */
  menusPath: string;
}

const MOVES: Record<TreeMove, (items: readonly MenuItem[], id: string) => MenuItem[] | null> = { up: moveUp, down: moveDown, indent, outdent };
const draftOf = (menu: MenuDetail): MenuDraft => ({ name: menu.name, areas: menu.areas, items: menu.items });

function Section({ title, description, aside, children, labelledBy }: { title: string; description?: string; aside?: React.ReactNode; children: React.ReactNode; labelledBy: string }) {
  return (
    <Card className="min-w-0 space-y-5 p-4 sm:p-6">
      <section aria-labelledby={labelledBy} className="space-y-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={labelledBy} className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
            {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
          </div>
          {aside}
        </div>
        {children}
      </section>
    </Card>
  );
}

/**
 * One menu's editor: its name and areas, the item tree (drag and drop, or keyboard moves each
 * announced in a polite live region), the selected item's fields, and a live preview. Saving
 * sends the whole tree with the version it was read at.
 */
export function MenuEditor({ menu: initial, choices, menusPath }: MenuEditorProps) {
  const t = useTranslations('dashboard.menus_editor');
  const format = useFormatter();
  const uiLocale = resolveLocale(useLocale());
  const base = useId();
  const { request, requestWithAlert } = useApi();
  const saver = useMenuSave(initial.key);
  const overview = useMenusOverview(initial.key);
  const [version, setVersion] = useState(initial.version);
  const [targets, setTargets] = useState(initial.targets);
  const [draft, setDraft] = useState<MenuDraft>(() => draftOf(initial));
  const [dirty, setDirty] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(initial.items[0]?.id ?? null);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const [pickedTitles, setPickedTitles] = useState<Record<number, string>>({});
  const [movingId, setMovingId] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useLeaveGuard(dirty, t('editor.unsaved'));

  const { errors } = saver;
  const nameOf = (item: MenuItem) => labelIn(item, uiLocale) || t('editor.new_item');
  const selected = selectedId ? findItem(draft.items, selectedId) : undefined;
  const moving = movingId ? findItem(draft.items, movingId) : undefined;
  const total = countItems(draft.items);

  // A repeated text is still read out: every other announcement ends with a no-break space.
  const announce = (text: string) => setAnnouncement(({ count }) => ({ text: count % 2 ? text : `${text}\u00a0`, count: count + 1 }));
  const focusItem = (id: string | null) => requestAnimationFrame(() => (document.getElementById(itemButtonId(id ?? '')) ?? addRef.current)?.focus());
  const focusPanel = (selector = 'input, select, button') => requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>(selector)?.focus());

  function setItems(items: MenuItem[]) {
    setDraft((current) => ({ ...current, items }));
    setDirty(true);
  }

  function announceMove(items: MenuItem[], id: string) {
    const place = placeOf(items, id);
    const item = findItem(items, id);
    if (!place || !item) return;
    const values = { name: nameOf(item), position: place.position, total: place.total };
    announce(place.parent ? t('announce.moved_under', { ...values, parent: nameOf(place.parent) }) : t('announce.moved', values));
  }

  function add(parentId: string | null) {
    const item = newItem(newItemId(), t('editor.new_item'));
    const next = appendItem(draft.items, item, parentId);
    if (!next) return announce(t('announce.depth_limit', { name: nameOf(item), max: MENU_MAX_DEPTH }));
    setItems(next);
    setSelectedId(item.id);
    announce(t('announce.added', { name: nameOf(item) }));
    focusPanel('input');
  }

  function onAction(id: string, action: TreeAction) {
    const item = findItem(draft.items, id);
    if (!item) return;
    const name = nameOf(item);
    if (action === 'move_menu') return setMovingId(id);
    if (action === 'add_child') return add(id);
    if (action === 'duplicate') {
      const copyId = newItemId();
      let first = true;
      const next = duplicate(draft.items, id, () => (first ? ((first = false), copyId) : newItemId()))!;
      setItems(next);
      setSelectedId(copyId);
      announce(t('announce.duplicated', { name }));
      return focusItem(copyId);
    }
    if (action === 'remove') {
      const flat = flattenMenu(draft.items).map((entry) => entry.item.id);
      const at = flat.indexOf(id);
      const next = removeItem(draft.items, id)!;
      const remaining = new Set(flattenMenu(next).map((entry) => entry.item.id));
      const neighbour = [...flat.slice(at + 1), ...flat.slice(0, at).reverse()].find((candidate) => remaining.has(candidate)) ?? null;
      setItems(next);
      setSelectedId(neighbour);
      announce(t('announce.removed', { name }));
      return focusItem(neighbour);
    }
    const next = MOVES[action](draft.items, id);
    if (!next) {
      const limited = action === 'indent' && (placeOf(draft.items, id)?.position ?? 1) > 1;
      announce(limited ? t('announce.depth_limit', { name, max: MENU_MAX_DEPTH }) : t('announce.cannot_move', { name }));
      return focusItem(id);
    }
    setItems(next);
    setSelectedId(id);
    announceMove(next, id);
    focusItem(id);
  }

  function onReorder(parentId: string | null, from: number, to: number) {
    const siblings = parentId === null ? draft.items : findItem(draft.items, parentId)?.children ?? [];
    const id = siblings[from]?.id;
    const next = id ? moveTo(draft.items, id, parentId, to > from ? to + 1 : to) : null;
    if (!next || !id) return;
    setItems(next);
    announceMove(next, id);
  }

  function onItemChange(next: MenuItem, control: string) {
    const before = findItem(draft.items, next.id);
    if (before && !sameTarget(before, next) && targets[next.id]) {
      setTargets(({ [next.id]: _gone, ...rest }) => rest);
    }
    setItems(replaceItem(draft.items, next.id, next));
    saver.setErrors((current) => withoutItemError(current, next.id, control));
  }

  function accept(menu: MenuDetail) {
    setVersion(menu.version);
    setTargets(menu.targets);
    setDraft(draftOf(menu));
    setDirty(false);
    setSelectedId((current) => (current && findItem(menu.items, current) ? current : menu.items[0]?.id ?? null));
    void overview.reload();
  }

  async function save(from: MenuDraft, at: number): Promise<boolean> {
    const outcome = await saver.save(from, at);
    if (outcome.ok) {
      accept(outcome.menu);
      return true;
    }
    if (outcome.conflict) setConflict(true);
    const first = flattenMenu(from.items).find(({ item }) => outcome.errors.items[item.id]);
    if (first) setSelectedId(first.item.id);
    if (hasErrors(outcome.errors)) requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-menu-editor="${base}"] [aria-invalid="true"]`)?.focus());
    return false;
  }

  async function resolveConflict(keepMine: boolean) {
    setBusy(true);
    try {
      const current = await saver.current();
      if (!current) return;
      setConflict(false);
      if (!keepMine) accept(current);
      else await save(draft, current.version);
    } finally {
      setBusy(false);
    }
  }

  async function moveToMenu(menuKey: string) {
    const item = movingId ? findItem(draft.items, movingId) : undefined;
    if (!item) return;
    setBusy(true);
    try {
      const answer = await request('GET', menuPath(menuKey), undefined, { silent: true });
      const parsed = menuDetailSchema.safeParse(answer.data);
      if (!answer.ok || !parsed.success) return void showToast({ color: 'error', title: answer.message || t('move.title', { name: nameOf(item) }) });
      const other = parsed.data;
      const taken = new Set(flattenMenu(other.items).map((entry) => entry.item.id));
      const clash = flattenMenu([item]).some((entry) => taken.has(entry.item.id));
      const moved = clash ? withNewIds(item, newItemId) : item;
      const put = await requestWithAlert('PUT', menuPath(menuKey), updateBody({ name: other.name, areas: other.areas, items: [...other.items, moved] }, other.version), { errorsOnly: true });
      if (!put.ok) return;
      const rest = { ...draft, items: removeItem(draft.items, item.id)! };
      setDraft(rest);
      setDirty(true);
      setMovingId(null);
      announce(t('announce.moved_to_menu', { name: nameOf(item), menu: other.name }));
      await save(rest, version);
      focusItem(rest.items[0]?.id ?? null);
    } finally {
      setBusy(false);
    }
  }

  const flagsOf = (item: MenuItem) => {
    const flags: { text: string; tone: 'warning' | 'error' | 'info' }[] = [];
    if (errors.items[item.id]) flags.push({ text: t('editor.has_errors'), tone: 'error' });
    const state = targets[item.id]?.state;
    if (state === 'unpublished') flags.push({ text: t('editor.target_unpublished'), tone: 'warning' });
    if (state === 'deleted') flags.push({ text: t('editor.target_deleted'), tone: 'warning' });
    const missing = missingLabels(item);
    if (missing.length) flags.push({ text: t('editor.missing_labels', { languages: format.list(missing.map((code) => languages[code].name), { type: 'conjunction' }) }), tone: 'info' });
    if (item.visibility !== 'anyone') flags.push({ text: t(`panel.visibilities.${item.visibility}`), tone: 'info' });
    return flags;
  };

  const nameId = `${base}-name`;
  return (
    <>
      <p aria-live="polite" aria-atomic className="sr-only">{announcement.text}</p>
      <form
        method="post"
        noValidate
        aria-busy={saver.saving}
        data-menu-editor={base}
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (!saver.saving && !busy) void save(draft, version);
        }}
      >
        <Section title={t('editor.general')} description={t('editor.general_description')} labelledBy={`${base}-general`}>
          <div className="grid gap-5 md:grid-cols-2">
            <div>
              <label htmlFor={nameId} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">{t('name')}</label>
              <Input
                id={nameId}
                value={draft.name}
                maxLength={100}
                required
                aria-required
                aria-invalid={errors.menu.name?.length ? true : undefined}
                aria-describedby={errors.menu.name?.length ? `${nameId}-error` : undefined}
                onChange={(event) => {
                  setDraft((current) => ({ ...current, name: event.target.value }));
                  setDirty(true);
                }}
              />
              <FieldError id={`${nameId}-error`} messages={errors.menu.name ?? []} />
            </div>
            <MenuAreasField
              value={draft.areas}
              takenBy={overview.takenBy}
              errors={errors.menu.areas}
              onChange={(areas) => {
                setDraft((current) => ({ ...current, areas }));
                setDirty(true);
              }}
            />
          </div>
        </Section>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <Section
            title={t('editor.items')}
            description={t('editor.items_description')}
            labelledBy={`${base}-items`}
            aside={<span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">{t('editor.item_count', { count: total })}</span>}
          >
            <p id={`${base}-keys`} className="text-xs text-slate-600 dark:text-slate-400">{t('editor.keyboard_help')}</p>
            {errors.menu.items?.length ? <p role="alert" className="text-sm text-red-600 dark:text-red-400">{errors.menu.items.join(' ')}</p> : null}
            {draft.items.length ? (
              <MenuTreeView
                items={draft.items}
                root={draft.items}
                selectedId={selectedId}
                nameOf={nameOf}
                flagsOf={flagsOf}
                onSelect={(id) => {
                  setSelectedId(id);
                }}
                onReorder={onReorder}
                onAction={onAction}
              />
            ) : <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">{t('editor.empty')}</p>}
            <button ref={addRef} type="button" className={buttonClasses('outline', 'sm')} onClick={() => add(null)}>{t('editor.add_item')}</button>
          </Section>

          <Section title={t('panel.title')} description={selected ? nameOf(selected) : undefined} labelledBy={`${base}-panel`}>
            <div ref={panelRef}>
              {selected ? (
                <MenuItemPanel
                  key={selected.id}
                  item={selected}
                  errors={errors.items[selected.id] ?? {}}
                  choices={choices}
                  uiLocale={uiLocale}
                  target={targets[selected.id]}
                  pickedTitles={pickedTitles}
                  onChange={onItemChange}
                  onPickTitle={(id, title) => setPickedTitles((current) => ({ ...current, [id]: title }))}
                />
              ) : <p className="text-sm text-slate-600 dark:text-slate-400">{t('panel.none')}</p>}
            </div>
          </Section>
        </div>

        <Section title={t('preview.title')} description={t('preview.description')} labelledBy={`${base}-preview`}>
          <MenuPreview items={draft.items} targets={targets} roles={choices.roles} />
        </Section>

        <SaveBar
          start={<NextLink href={menusPath} className="text-sm font-medium text-slate-600 hover:underline dark:text-slate-400">{t('back')}</NextLink>}
          status={hasErrors(errors) ? t('editor.check_fields') : dirty ? t('editor.unsaved_note') : null}
        >
          <SubmitButton busy={saver.saving} label={t('editor.save')} busyLabel={t('editor.saving')} />
        </SaveBar>
      </form>
      <MenuConflictDialog open={conflict} busy={busy || saver.saving} onLoadTheirs={() => void resolveConflict(false)} onOverwrite={() => void resolveConflict(true)} onCancel={() => setConflict(false)} />
      <MenuMoveDialog itemName={moving ? nameOf(moving) : null} menus={overview.menus} busy={busy || saver.saving} onMove={(key) => void moveToMenu(key)} onCancel={() => setMovingId(null)} />
    </>
  );
}
