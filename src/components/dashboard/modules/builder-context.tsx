'use client';

import { createContext, useContext } from 'react';
import type { BoundField } from '@/lib/forms/use-schema-form';
import { countBelow, messagesAt, messagesOfList, type ErrorMap } from './error-paths';

export interface BuilderErrors {
  errors: ErrorMap;
  /**
   * Forgets the messages at this control once it is edited: exactly there, since its children
   * (a group's sub-fields, an option's inputs) clear their own; a list's item messages go with it.
   */
  clear: (path: string) => void;
}

const BuilderErrorsContext = createContext<BuilderErrors>({ errors: {}, clear: () => {} });
export const BuilderErrorsProvider = BuilderErrorsContext.Provider;

/** The id of the control at a draft path (`fields.u1.key` → `mb-fields-u1-key`), for focus and labels. */
export const controlId = (path: string) => `mb-${path.replace(/\./g, '-')}`;

/** Binds a control to its messages, the way the account forms' TextField expects. */
export function useBuilderErrors() {
  const { errors, clear } = useContext(BuilderErrorsContext);
  return {
    errors,
    clear,
    bind: (path: string): BoundField => ({ id: controlId(path), name: path, errorId: `${controlId(path)}-error`, errors: messagesAt(errors, path) }),
    /** For a control that edits a whole list (MIME types): the messages of its items too. */
    bindBelow: (path: string): BoundField => ({ id: controlId(path), name: path, errorId: `${controlId(path)}-error`, errors: messagesOfList(errors, path) }),
    count: (path: string) => countBelow(errors, path),
  };
}
