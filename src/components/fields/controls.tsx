'use client';

import { Input, Select, Textarea } from '@/components/ui/field';
import { isMultipleChoice } from '@/shared/fields';
import type { FieldControlProps } from './control-types';
import { ChoiceBoxes, describedBy, FieldFrame, FieldSetFrame, ToggleBox } from './frame';

const AUTOCOMPLETE: Record<string, string> = { fullname: 'name', name: 'name', email: 'email', phone: 'tel' };

const idOf = (field: FieldControlProps['field']) => `field-${field.key}`;

const frame = ({ field, errors }: FieldControlProps) => ({ id: idOf(field), label: field.label, required: field.required, errors });

const common = ({ field, errors }: FieldControlProps) => ({ id: idOf(field), name: field.key, required: field.required, ...describedBy(idOf(field), errors) });

/** An `<input>` of the given type (text, email, url, number, date, time). */
export function inputControl(type: string) {
  return function InputControl(props: FieldControlProps) {
    const { field, value, onChange } = props;
    return (
      <FieldFrame {...frame(props)}>
        <Input {...common(props)} type={type} autoComplete={AUTOCOMPLETE[field.key]} value={String(value)} onChange={(event) => onChange(event.target.value)} />
      </FieldFrame>
    );
  };
}

export function TextareaControl(props: FieldControlProps) {
  const { value, onChange } = props;
  return (
    <FieldFrame {...frame(props)}>
      <Textarea {...common(props)} rows={5} value={String(value)} onChange={(event) => onChange(event.target.value)} />
    </FieldFrame>
  );
}

export function SelectControl(props: FieldControlProps) {
  const { field, value, placeholder, onChange } = props;
  return (
    <FieldFrame {...frame(props)}>
      <Select {...common(props)} value={String(value)} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {field.options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </Select>
    </FieldFrame>
  );
}

/** Radio buttons (one option) or checkboxes (any number of options) in a fieldset. */
export function ChoiceGroupControl(props: FieldControlProps) {
  const { field, value, onChange } = props;
  const multiple = field.type === 'checkbox';
  return (
    <FieldSetFrame {...frame(props)}>
      <ChoiceBoxes
        name={field.key}
        options={field.options}
        multiple={multiple}
        selected={Array.isArray(value) ? value : [String(value)]}
        onChange={(selected) => onChange(multiple ? selected : selected[0] ?? '')}
      />
    </FieldSetFrame>
  );
}

/** One box: a switch, or a checkbox without options. */
export function ToggleControl(props: FieldControlProps) {
  const { field, value, onChange } = props;
  return <ToggleBox {...frame(props)} asSwitch={field.type === 'switch'} checked={value === true} onChange={onChange} />;
}

export function CheckboxControl(props: FieldControlProps) {
  return isMultipleChoice(props.field) ? <ChoiceGroupControl {...props} /> : <ToggleControl {...props} />;
}
