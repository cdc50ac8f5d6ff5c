'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { FieldError } from '@/components/ui/field';
import { MENU_AREAS, type MenuArea } from '@/shared/api/menus';

export interface MenuAreasFieldProps {
  value: MenuArea[];
  onChange: (areas: MenuArea[]) => void;
  /** The other menu (by name) each area shows now, to say that choosing it moves the area here. */
  takenBy: Partial<Record<MenuArea, string>>;
  errors?: string[];
}

/** The areas a menu fills, one checkbox each, with a note when an area is another menu's. */
export function MenuAreasField({ value, onChange, takenBy, errors = [] }: MenuAreasFieldProps) {
  const t = useTranslations('dashboard.menus_editor');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={errors.length ? errorId : `${id}-hint`} className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{t('areas_label')}</legend>
      <p id={`${id}-hint`} className="mb-2 text-xs text-slate-500 dark:text-slate-400">{t('areas_hint')}</p>
      <ul className="space-y-2">
        {MENU_AREAS.map((area) => {
          const checked = value.includes(area);
          const other = takenBy[area];
          const noteId = `${id}-${area}-note`;
          return (
            <li key={area}>
              <label className="flex items-center gap-2.5 text-sm text-slate-700 dark:text-slate-300">
                <input
                  type="checkbox"
                  checked={checked}
                  aria-describedby={other ? noteId : undefined}
                  onChange={(event) => onChange(event.target.checked ? MENU_AREAS.filter((name) => name === area || value.includes(name)) : value.filter((name) => name !== area))}
                  className="size-4 rounded accent-primary-600"
                />
                {t(`areas.${area}`)}
              </label>
              {other ? <p id={noteId} className="mt-1 ms-6.5 text-xs text-amber-800 dark:text-amber-300">{t('area_taken', { menu: other })}</p> : null}
            </li>
          );
        })}
      </ul>
      <FieldError id={errorId} messages={errors} />
    </fieldset>
  );
}
