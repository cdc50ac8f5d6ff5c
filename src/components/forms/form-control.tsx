'use client';

import { FieldError, Input, Select, Textarea } from '@/components/ui/field';
import type { FormFieldDefinition, FormValue } from './form-values';

const INPUT_TYPES: Record<string, string> = { email: 'email', url: 'url', number: 'number', date: 'date', time: 'time', text: 'text' };
const AUTOCOMPLETE: Record<string, string> = { fullname: 'name', name: 'name', email: 'email', phone: 'tel' };

export interface FormControlProps {
  field: FormFieldDefinition;
  value: FormValue;
  errors: string[];
  placeholder: string;
  onChange: (value: FormValue) => void;
}

/** Label, control and messages for one field of a form module. */
export function FormControl({ field, value, errors, placeholder, onChange }: FormControlProps) {
  const id = `field-${field.key}`;
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  const described = { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? errorId : undefined };
  const label = (
    <>
      {field.label}
      {field.required ? <span aria-hidden className="ml-0.5 text-red-600">*</span> : null}
    </>
  );

  if (field.type === 'radio' || (field.type === 'checkbox' && field.options.length)) {
    const multiple = field.type === 'checkbox';
    const selected = Array.isArray(value) ? value : [String(value)];
    return (
      <fieldset {...described}>
        <legend className="text-sm font-medium text-slate-800">{label}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {field.options.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={field.key}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={(event) => onChange(multiple
                  ? (event.target.checked ? [...selected, option.value] : selected.filter((item) => item !== option.value))
                  : option.value)}
                className="size-4 accent-primary-600"
              />
              {option.label}
            </label>
          ))}
        </div>
        <FieldError id={errorId} messages={errors} />
      </fieldset>
    );
  }

  if (field.type === 'switch' || field.type === 'checkbox') {
    return (
      <div>
        <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
          <input
            id={id}
            type="checkbox"
            role={field.type === 'switch' ? 'switch' : undefined}
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            className="size-4 accent-primary-600"
            {...described}
          />
          {label}
        </label>
        <FieldError id={errorId} messages={errors} />
      </div>
    );
  }

  const common = { id, name: field.key, required: field.required, ...described };
  let control;
  if (field.type === 'textarea') {
    control = <Textarea {...common} rows={5} value={String(value)} onChange={(event) => onChange(event.target.value)} />;
  } else if (field.type === 'selection') {
    control = (
      <Select {...common} value={String(value)} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {field.options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </Select>
    );
  } else {
    control = (
      <Input
        {...common}
        type={INPUT_TYPES[field.type] ?? 'text'}
        autoComplete={AUTOCOMPLETE[field.key]}
        value={String(value)}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">{label}</label>
      {control}
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}
