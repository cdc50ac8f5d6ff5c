'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { RICH_TEXT_ICONS, type RichTextAction } from './rich-text-icons';

interface ToolbarProps {
  editor: Editor;
  disabled?: boolean;
  /** Opens the link or image address form (and, for uploads, the file chooser). */
  onPrompt: (kind: 'link' | 'image' | 'image_upload') => void;
}

/** `run` formats at once; without it the button asks for an address or a file first. */
type Command = { action: RichTextAction; run?: (editor: Editor) => boolean; active?: (editor: Editor) => boolean; can?: (editor: Editor) => boolean };

const chain = (editor: Editor) => editor.chain().focus();

/** The toolbar's buttons in order, each with its command and, for formats, whether the selection has it. */
const COMMANDS: Command[][] = [
  [
    { action: 'bold', run: (e) => chain(e).toggleBold().run(), active: (e) => e.isActive('bold') },
    { action: 'italic', run: (e) => chain(e).toggleItalic().run(), active: (e) => e.isActive('italic') },
    { action: 'strike', run: (e) => chain(e).toggleStrike().run(), active: (e) => e.isActive('strike') },
    { action: 'code', run: (e) => chain(e).toggleCode().run(), active: (e) => e.isActive('code') },
  ],
  [
    { action: 'heading_2', run: (e) => chain(e).toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
    { action: 'heading_3', run: (e) => chain(e).toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
    { action: 'bullet_list', run: (e) => chain(e).toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
    { action: 'ordered_list', run: (e) => chain(e).toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
    { action: 'blockquote', run: (e) => chain(e).toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  ],
  [
    { action: 'link', active: (e) => e.isActive('link') },
    { action: 'image' },
    { action: 'image_upload' },
  ],
  [
    { action: 'undo', run: (e) => chain(e).undo().run(), can: (e) => e.can().undo() },
    { action: 'redo', run: (e) => chain(e).redo().run(), can: (e) => e.can().redo() },
  ],
];

/** Each button with its place among all of them, and whether a separator comes before it. */
const FLAT = COMMANDS.flatMap((group, groupIndex) => group.map((command, index) => ({ ...command, separated: groupIndex > 0 && index === 0 })));

/**
 * The formatting toolbar (ARIA toolbar pattern: one tab stop, arrow keys, Home and End move
 * between buttons); formats show whether the selection has them (aria-pressed).
 */
export function RichTextToolbar({ editor, disabled, onPrompt }: ToolbarProps) {
  const t = useTranslations('fields.editor.rich');
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => FLAT.map((command) => ({
      active: command.active?.(current) ?? null,
      enabled: command.can?.(current) ?? true,
    })),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: focused + 1, ArrowLeft: focused - 1, Home: 0, End: FLAT.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + FLAT.length) % FLAT.length;
    setFocused(next);
    buttons.current[next]?.focus();
  };

  return (
    <div role="toolbar" aria-label={t('toolbar')} onKeyDown={onKeyDown} className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 p-1 dark:border-slate-700">
      {FLAT.map((command, position) => {
        const { active, enabled } = state[position];
        return (
          <button
            key={command.action}
            ref={(element) => { buttons.current[position] = element; }}
            type="button"
            tabIndex={position === focused ? 0 : -1}
            aria-label={t(command.action)}
            title={t(command.action)}
            aria-pressed={active ?? undefined}
            disabled={disabled || !enabled}
            onFocus={() => setFocused(position)}
            onClick={() => (command.run ? command.run(editor) : onPrompt(command.action as 'link' | 'image' | 'image_upload'))}
            className={clsx(
              'grid size-8 place-items-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:opacity-40',
              'dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
              active && 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-white',
              command.separated && 'ms-1.5',
            )}
          >
            <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
              <path d={RICH_TEXT_ICONS[command.action]} />
            </svg>
          </button>
        );
      })}
    </div>
  );
}
