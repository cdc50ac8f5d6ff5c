'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Input, Select, Textarea } from '@/components/ui/field';
import { isMultipleChoice } from '@/shared/fields';
import { editorFrame, editorInputProps } from './editor-frame';
import type { EditorControlProps } from './editor-types';
import { numberFrom, numberShown, optionsIn, stringList, textOf } from './editor-values';
import { ChoiceBoxes, FieldFrame, FieldSetFrame, ToggleBox } from './frame';

/** An `<input>` editing a stored string (text, e-mail, URL, date, time); blank is "not given". */
export function editorInput(type: 'text' | 'email' | 'url' | 'date' | 'time') {
  return function EditorInput(props: EditorControlProps) {
    return (
      <FieldFrame {...editorFrame(props)}>
        <Input {...editorInputProps(props)} type={type} value={textOf(props.value)} onChange={(event) => props.onChange(event.target.value)} />
      </FieldFrame>
    );
  };
}

export function EditorTextarea(props: EditorControlProps) {
  return (
    <FieldFrame {...editorFrame(props)}>
      <Textarea {...editorInputProps(props)} rows={5} value={textOf(props.value)} onChange={(event) => props.onChange(event.target.value)} />
    </FieldFrame>
  );
}

/** A number input whose stored value is a number (or nothing while blank). */
export function EditorNumber(props: EditorControlProps) {
  const { field, value, onChange } = props;
  const [draft, setDraft] = useState(() => textOf(value));
  return (
    <FieldFrame {...editorFrame(props)}>
      <Input
        {...editorInputProps(props)}
        type="number"
        inputMode="decimal"
        step="any"
        min={field.min}
        max={field.max}
        value={numberShown(draft, value)}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(numberFrom(event.target.value));
        }}
      />
    </FieldFrame>
  );
}

export function EditorSelect(props: EditorControlProps) {
  const t = useTranslations('fields.editor');
  return (
    <FieldFrame {...editorFrame(props)}>
      <Select {...editorInputProps(props)} value={textOf(props.value)} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{t('choose')}</option>
        {optionsIn(props.field, props.uiLocale).map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </Select>
    </FieldFrame>
  );
}

/** Radio buttons (one option) or checkboxes (a list of options) in a fieldset. */
export function EditorChoices(props: EditorControlProps) {
  const { field, value, onChange, disabled } = props;
  const frame = editorFrame(props);
  const multiple = field.type === 'checkbox';
  return (
    <FieldSetFrame {...frame}>
      <ChoiceBoxes
        name={frame.id}
        options={optionsIn(field, props.uiLocale)}
        multiple={multiple}
        selected={stringList(value)}
        disabled={disabled}
        onChange={(selected) => onChange(multiple ? selected : selected[0] ?? '')}
      />
    </FieldSetFrame>
  );
}

/** A switch, or a checkbox without options: stored as true or false. */
export function EditorToggle(props: EditorControlProps) {
  const { field, value, onChange, disabled } = props;
  return <ToggleBox {...editorFrame(props)} asSwitch={field.type === 'switch'} checked={value === true} onChange={onChange} disabled={disabled} />;
}

export function EditorCheckbox(props: EditorControlProps) {
  return isMultipleChoice(props.field) ? <EditorChoices {...props} /> : <EditorToggle {...props} />;
}
