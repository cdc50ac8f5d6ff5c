'use client';

import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { FocalPoint } from '@/shared/api/media';

/** A step of the arrow keys (Shift: a finer one). */
const STEP = 0.05;
const FINE = 0.01;
const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

export interface FocalPointPickerProps {
  point: FocalPoint | null;
  onChange: (point: FocalPoint) => void;
  /** The image it is picked on. */
  children: ReactNode;
}

/**
 * Where crops of an image keep their centre: a click on the image puts the point there; the marker
 * is focusable and its arrow keys move it (Shift for smaller steps).
 */
export function FocalPointPicker({ point, onChange, children }: FocalPointPickerProps) {
  const t = useTranslations('dashboard.media.focal');
  const shown = point ?? { x: 0.5, y: 0.5 };
  const percent = (value: number) => Math.round(value * 100);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const onKey = (event: KeyboardEvent) => {
    const step = event.shiftKey ? FINE : STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange({ x: clamp(shown.x + move[0]), y: clamp(shown.y + move[1]) });
  };

  return (
    <div>
      <div className="relative mx-auto w-fit cursor-crosshair" onClick={onClick}>
        {children}
        <button
          type="button"
          onKeyDown={onKey}
          onClick={(event) => event.stopPropagation()}
          aria-label={t('marker', { x: percent(shown.x), y: percent(shown.y) })}
          aria-describedby="media-focal-help"
          className="absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary-600/70 shadow-[0_0_0_1px_rgb(0_0_0/0.5)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-400"
          style={{ left: `${shown.x * 100}%`, top: `${shown.y * 100}%` }}
        />
      </div>
      <p id="media-focal-help" className="mt-1 text-xs text-slate-600 dark:text-slate-400">{point ? t('help') : t('help_unset')}</p>
    </div>
  );
}
