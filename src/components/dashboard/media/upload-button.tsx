'use client';

import { useRef } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { MediaIcon } from './media-icons';

/** "Upload files": the file chooser (several at once), for those who do not drag. */
export function UploadButton({ label, accept, onFiles, variant = 'primary' }: { label: string; accept?: string; onFiles: (files: File[]) => void; variant?: ButtonVariant }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} onClick={() => input.current?.click()}>
        <MediaIcon name="upload" className="size-4" />
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        accept={accept}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </>
  );
}
