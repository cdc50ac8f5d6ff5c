'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/field';

/** How long typing must pause before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  /** The search the list shows now (from the URL). */
  value: string;
  onSearch: (value: string) => void;
}

/** A labelled search field that asks for a new list only once typing pauses (or on Enter). */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <form
      role="search"
      className="w-full min-w-0 sm:w-auto sm:max-w-xs sm:min-w-48 sm:flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        sent.current = text;
        onSearch(text);
      }}
    >
      <label className="sr-only" htmlFor={id}>{label}</label>
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        className="h-10 py-2"
      />
    </form>
  );
}
