'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import {
  DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors,
  type Announcements, type DragEndEvent, type Modifier, type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';

/** Items move only up and down (what @dnd-kit/modifiers' restrictToVerticalAxis does, without the package). */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export interface SortableListProps<Item> {
  items: readonly Item[];
  idOf: (item: Item) => string;
  /** The item's name in the screen reader's announcements ("Title", "Option 2"). */
  nameOf: (item: Item) => string;
  /** The drag handle's accessible name ("Move field Title"). */
  handleLabel: (item: Item) => string;
  onMove: (from: number, to: number) => void;
  /** Renders one item; `handle` is its drag handle, to place where the item wants it (null: no moving). */
  children: (item: Item, index: number, handle: ReactNode) => ReactNode;
  /** Read-only lists show no handles. */
  disabled?: boolean;
  className?: string;
}

/**
 * A vertical list reordered by dragging each item's handle, with the mouse, by touch, or with
 * the keyboard (focus the handle, Space to lift, arrows to move, Space to drop, Escape to
 * cancel); the moves are announced in the dashboard's language.
 */
export function SortableList<Item>({ items, idOf, nameOf, handleLabel, onMove, children, className, disabled }: SortableListProps<Item>) {
  const t = useTranslations('dashboard.module_builder.drag');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const name = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => idOf(candidate) === id);
    return item ? nameOf(item) : String(id);
  };
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('picked_up', { name: name(active.id), position: position(active.id), total: ids.length }),
    onDragOver: ({ active, over }) => (over ? t('moved', { name: name(active.id), position: position(over.id), total: ids.length }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('dropped', { name: name(active.id), position: position(over.id), total: ids.length }) : undefined),
    onDragCancel: ({ active }) => t('cancelled', { name: name(active.id) }),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('instructions') } }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className={className}>
          {items.map((item, index) => (
            <SortableItem key={idOf(item)} id={idOf(item)} label={handleLabel(item)} disabled={disabled}>
              {(handle) => children(item, index, handle)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, label, disabled, children }: { id: string; label: string; disabled?: boolean; children: (handle: ReactNode) => ReactNode }) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id, disabled });
  const handle = disabled ? null : (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      className="grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-primary-600 active:cursor-grabbing dark:hover:bg-slate-800 dark:hover:text-slate-200"
    >
      <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="currentColor">
        <circle cx="9" cy="6" r="1.6" /><circle cx="15" cy="6" r="1.6" /><circle cx="9" cy="12" r="1.6" />
        <circle cx="15" cy="12" r="1.6" /><circle cx="9" cy="18" r="1.6" /><circle cx="15" cy="18" r="1.6" />
      </svg>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={clsx('relative', isDragging && 'z-10 opacity-90 shadow-lg')}
    >
      {children(handle)}
    </li>
  );
}
