'use client';

import { Button, type ButtonProps } from '@/components/ui/button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** A form's submit button, disabled and relabelled while the form is being sent. */
export function SubmitButton({ busy, label, busyLabel, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" disabled={busy || disabled} aria-disabled={busy || disabled} {...props}>
      {busy ? (
        <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" />
      ) : null}
      {busy ? busyLabel : label}
    </Button>
  );
}
