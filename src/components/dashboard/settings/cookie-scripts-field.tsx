'use client';

import { useState } from 'react';
import { Textarea } from '@/components/ui/field';

export interface CookieScriptsFieldProps {
  id: string;
  label: string;
  hint: string;
  value: readonly string[];
  onChange: (urls: string[]) => void;
}

/**
 * The scripts of one cookie category, one address a line. The text is kept as typed (a new,
 * still empty line included); the setting gets its non-empty lines.
 */
export function CookieScriptsField({ id, label, hint, value, onChange }: CookieScriptsFieldProps) {
  const [text, setText] = useState(() => value.join('\n'));
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm text-slate-700 dark:text-slate-300">{label}</label>
      <Textarea
        id={id}
        value={text}
        rows={2}
        spellCheck={false}
        autoCapitalize="none"
        className="min-h-0 font-mono text-xs"
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value.split('\n').map((line) => line.trim()).filter(Boolean));
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p>
    </div>
  );
}
