'use client';

import { editorControls } from '@/components/fields/editor-controls';
import type { Locale } from '@/i18n/locales';
import { fieldTypes, type ModuleField } from '@/shared/fields';
import type { ValidationErrorTree } from '@/shared/api/envelope';
import { fieldErrors, type ContentErrors } from './content-errors';

export interface ContentFieldListProps {
  moduleKey: string;
  fields: readonly ModuleField[];
  locale: Locale;
  uiLocale: Locale;
  values: Record<string, unknown>;
  errors: ContentErrors;
  /** The server's `content` node of its error tree, handed to each field that is not per locale. */
  errorTree: Record<string, ValidationErrorTree> | undefined;
  disabled: boolean;
  onChange: (key: string, value: unknown) => void;
}

/** The module's fields in their order, each through its type's editor control; per-locale ones edit the shown locale. */
export function ContentFieldList({ moduleKey, fields, locale, uiLocale, values, errors, errorTree, disabled, onChange }: ContentFieldListProps) {
  return (
    <div className="space-y-6">
      {fields.map((field) => {
        const Control = editorControls[field.type];
        const localized = fieldTypes[field.type].localized;
        return (
          <Control
            key={field.key}
            field={field}
            locale={locale}
            uiLocale={uiLocale}
            value={values[field.key]}
            onChange={(value) => onChange(field.key, value)}
            errors={fieldErrors(errors, field.key, localized, locale)}
            errorTree={localized ? undefined : errorTree?.[field.key]}
            moduleKey={moduleKey}
            disabled={disabled}
          />
        );
      })}
    </div>
  );
}
