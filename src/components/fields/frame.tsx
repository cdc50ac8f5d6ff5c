import type { ReactNode } from 'react';
import { FieldError } from '@/components/ui/field';

/**
 * The presentational pieces every field control shares, public form and content editor alike:
 * the label with its required mark, the messages tied to the control, a fieldset for groups of
 * boxes, and the boxes themselves. Controls hand them plain strings and ids.
 */

export interface FrameProps {
  /** The id of the control the label names; messages get `<id>-error`. */
  id: string;
  label: string;
  required?: boolean;
  errors: string[];
  /** Something beside the label (e.g. the shown language). */
  aside?: ReactNode;
  children: ReactNode;
}

export const errorIdOf = (id: string) => `${id}-error`;

/** The label's own id, for controls a `<label for>` cannot name (aria-labelledby). */
export const labelIdOf = (id: string) => `${id}-label`;

/** aria-invalid and aria-describedby of a control with these messages. */
export function describedBy(id: string, errors: string[]) {
  const invalid = errors.length > 0;
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? errorIdOf(id) : undefined } as const;
}

const LABEL = 'text-sm font-medium text-slate-800 dark:text-slate-200';

/** The label's text and, outside the accessible name, a red star when the field is required. */
export function LabelText({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required ? <span aria-hidden className="ms-0.5 text-red-600 dark:text-red-400">*</span> : null}
    </>
  );
}

/** Label above, messages below: the frame of one control. */
export function FieldFrame({ id, label, required, errors, aside, children }: FrameProps) {
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label id={labelIdOf(id)} htmlFor={id} className={LABEL}><LabelText label={label} required={required} /></label>
        {aside}
      </div>
      {children}
      <FieldError id={errorIdOf(id)} messages={errors} />
    </div>
  );
}

/** A fieldset whose legend is the label: for several controls answering one field. */
export function FieldSetFrame({ id, label, required, errors, aside, children }: FrameProps) {
  return (
    <fieldset id={id} {...describedBy(id, errors)} className="min-w-0">
      <div className="flex items-baseline justify-between gap-3">
        <legend className={LABEL}><LabelText label={label} required={required} /></legend>
        {aside}
      </div>
      <div className="mt-2">{children}</div>
      <FieldError id={errorIdOf(id)} messages={errors} />
    </fieldset>
  );
}

const BOX = 'size-4 accent-primary-600 disabled:opacity-60';

export interface ChoiceBoxesProps {
  name: string;
  options: { value: string; label: string }[];
  /** Checkboxes (any number) or radio buttons (one). */
  multiple: boolean;
  selected: string[];
  onChange: (selected: string[]) => void;
  disabled?: boolean;
}

/** Radio buttons or checkboxes, one per option; checked options keep the options' order. */
export function ChoiceBoxes({ name, options, multiple, selected, onChange, disabled }: ChoiceBoxesProps) {
  const toggle = (value: string, on: boolean) => (multiple
    ? options.map((option) => option.value).filter((candidate) => (candidate === value ? on : selected.includes(candidate)))
    : [value]);
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-2">
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={option.value}
            checked={selected.includes(option.value)}
            disabled={disabled}
            onChange={(event) => onChange(toggle(option.value, event.target.checked))}
            className={BOX}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

export interface ToggleBoxProps extends Omit<FrameProps, 'children' | 'aside'> {
  /** A switch (on/off) rather than a checkbox (yes/no). */
  asSwitch: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** One box with its label beside it. */
export function ToggleBox({ id, label, required, errors, asSwitch, checked, onChange, disabled }: ToggleBoxProps) {
  return (
    <div>
      <label className="flex items-center gap-3 text-sm font-medium text-slate-800 dark:text-slate-200">
        <input
          id={id}
          type="checkbox"
          role={asSwitch ? 'switch' : undefined}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          className={BOX}
          {...describedBy(id, errors)}
        />
        <LabelText label={label} required={required} />
      </label>
      <FieldError id={errorIdOf(id)} messages={errors} />
    </div>
  );
}
