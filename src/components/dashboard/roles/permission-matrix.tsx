'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { PERMISSION_ACTIONS, type PermissionAction } from '@/shared/permissions';
import type { MatrixRow, PermissionGrid } from './permission-grid';

export interface PermissionMatrixProps {
  rows: readonly MatrixRow[];
  value: PermissionGrid;
  onChange: (next: PermissionGrid) => void;
  disabled?: boolean;
  /** Whether the viewer may tick `area.action` (a key they hold); the others stay disabled, and say why. */
  grantable?: (area: string, action: PermissionAction) => boolean;
}

/** A checkbox that can show "some of them" (indeterminate), which HTML has no attribute for. */
function TriStateBox({ checked, mixed, label, disabled, onToggle }: {
  checked: boolean; mixed: boolean; label: string; disabled?: boolean; onToggle: (on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={checked}
      aria-checked={mixed ? 'mixed' : checked}
      aria-label={label}
      disabled={disabled}
      onChange={(event) => onToggle(event.target.checked)}
      className="size-4 accent-primary-600"
    />
  );
}

/**
 * Areas (rows) × actions (columns) as a table of native checkboxes: Tab and Space work as
 * everywhere. Only the actions a row supports get a box; "all" toggles a whole row or column.
 * On a narrow screen the table scrolls inside its own box, the area names stay in view.
 * A key the viewer does not hold has a disabled box, and "all" leaves it alone.
 */
export function PermissionMatrix({ rows, value, onChange, disabled, grantable = () => true }: PermissionMatrixProps) {
  const t = useTranslations('dashboard.roles');
  const captionId = useId();
  const notHeldId = useId();
  const has = (area: string, action: PermissionAction) => value[area]?.includes(action) ?? false;
  const someNotHeld = !disabled && rows.some((row) => row.actions.some((action) => !grantable(row.key, action)));

  function setCells(cells: { area: string; action: PermissionAction }[], on: boolean) {
    const next: PermissionGrid = { ...value };
    for (const { area, action } of cells) {
      const current = new Set(next[area] ?? []);
      if (on) current.add(action);
      else current.delete(action);
      next[area] = PERMISSION_ACTIONS.filter((candidate) => current.has(candidate));
    }
    onChange(next);
  }

  const rowCells = (row: MatrixRow) => row.actions.filter((action) => grantable(row.key, action)).map((action) => ({ area: row.key, action }));
  const columnCells = (action: PermissionAction) => rows
    .filter((row) => row.actions.includes(action) && grantable(row.key, action))
    .map((row) => ({ area: row.key, action }));
  const state = (cells: { area: string; action: PermissionAction }[]) => {
    const on = cells.filter((cell) => has(cell.area, cell.action)).length;
    return { checked: cells.length > 0 && on === cells.length, mixed: on > 0 && on < cells.length };
  };

  return (
    <>
      {someNotHeld ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('not_held_hint')}
          <span id={notHeldId} hidden>{t('not_held')}</span>
        </p>
      ) : null}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="max-w-full overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-primary-600 dark:border-slate-700"
      >
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <caption id={captionId} className="sr-only">{t('matrix_caption')}</caption>
          <thead className="bg-slate-50 dark:bg-slate-800/60">
            <tr>
              <th scope="col" className="sticky start-0 z-10 bg-slate-50 px-3 py-2 text-start font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                {t('area')}
              </th>
              {PERMISSION_ACTIONS.map((action) => {
                const cells = columnCells(action);
                const { checked, mixed } = state(cells);
                return (
                  <th key={action} scope="col" className="px-2 py-2 text-center font-medium text-slate-700 dark:text-slate-200">
                    <span className="block">{t(`actions.${action}`)}</span>
                    <TriStateBox
                      checked={checked}
                      mixed={mixed}
                      disabled={disabled || !cells.length}
                      label={t('all_in_column', { action: t(`actions.${action}`) })}
                      onToggle={(on) => setCells(cells, on)}
                    />
                  </th>
                );
              })}
              <th scope="col" className="px-2 py-2 text-center font-medium text-slate-700 dark:text-slate-200">{t('all')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const cells = rowCells(row);
              const { checked, mixed } = state(cells);
              return (
                <tr key={row.key} className="border-t border-slate-200 dark:border-slate-700">
                  <th scope="row" className="sticky start-0 z-10 bg-white px-3 py-2 text-start font-medium text-slate-800 dark:bg-slate-900 dark:text-slate-100">
                    {row.label}
                    {row.module ? <span className="ms-1.5 text-xs font-normal text-slate-500 dark:text-slate-400">({row.key})</span> : null}
                  </th>
                  {PERMISSION_ACTIONS.map((action) => {
                    const held = disabled || !row.actions.includes(action) || grantable(row.key, action);
                    return (
                      <td key={action} className="px-2 py-2 text-center" title={held ? undefined : t('not_held')}>
                        {row.actions.includes(action) ? (
                          <input
                            type="checkbox"
                            checked={has(row.key, action)}
                            disabled={disabled || !held}
                            aria-label={t('cell', { area: row.label, action: t(`actions.${action}`) })}
                            aria-describedby={held ? undefined : notHeldId}
                            onChange={(event) => setCells([{ area: row.key, action }], event.target.checked)}
                            className={clsx('size-4 accent-primary-600', !held && 'cursor-not-allowed opacity-40')}
                          />
                        ) : (
                          <span aria-hidden className="text-slate-300 dark:text-slate-600">—</span>
                        )}
                      </td>
                    );
                  })}
                  <td className="px-2 py-2 text-center">
                    <TriStateBox
                      checked={checked}
                      mixed={mixed}
                      disabled={disabled || !cells.length}
                      label={t('all_in_row', { area: row.label })}
                      onToggle={(on) => setCells(cells, on)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
