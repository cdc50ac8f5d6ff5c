'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import type { MediaItem } from '@/shared/api/media';
import { startTransfer, type Transfer } from './upload-transport';

/** Files sent at once; the rest wait their turn. */
const PARALLEL = 2;

export type QueuedStatus = 'waiting' | 'sending' | 'paused' | 'done' | 'duplicate' | 'refused' | 'cancelled';

export interface QueuedFile {
  id: number;
  name: string;
  size: number;
  /** 0 to 1. */
  progress: number;
  status: QueuedStatus;
  /** Why the server refused it, in the user's language (empty: no answer came). */
  message: string;
  /** The stored item, or (`duplicate`) the one the library already had. */
  item: MediaItem | null;
  /** Pause and resume work (the file goes over tus). */
  pausable: boolean;
}

export interface UploadQueueOptions {
  module?: string;
  /** Files taken from one drop or choice; the rest are refused as too many (the server's rule per upload). */
  maxFiles: number;
  /** Each file the server stored or found stored. */
  onStored: (item: MediaItem, duplicate: boolean) => void;
}

/**
 * The upload queue: each file with its own progress, sent a few at a time; a file can be
 * cancelled, and paused and resumed where it goes over tus. Finished entries stay listed
 * (with the server's refusal, or "already in the library") until cleared.
 */
export function useUploadQueue({ module, maxFiles, onStored }: UploadQueueOptions) {
  const language = useLocale();
  const [files, setFiles] = useState<QueuedFile[]>([]);
  const waiting = useRef<{ id: number; file: File }[]>([]);
  const transfers = useRef(new Map<number, Transfer>());
  const nextId = useRef(0);
  const stored = useRef(onStored);
  useEffect(() => {
    stored.current = onStored;
  });

  const patch = useCallback((id: number, change: Partial<QueuedFile>) => {
    setFiles((list) => list.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
  }, []);

  /** Starts waiting files while fewer than PARALLEL are on their way; each one ending starts the next. */
  const pump = useRef(() => {});
  useEffect(() => {
    const send = async (id: number, file: File) => {
      const transfer = await startTransfer(file, { language, module, onProgress: (progress) => patch(id, { progress }) });
      // Cancelled while it was starting: the placeholder's cancel could not reach it.
      if (!transfers.current.has(id)) transfer.cancel();
      else transfers.current.set(id, transfer);
      patch(id, { pausable: Boolean(transfer.pause) });
      const outcome = await transfer.done;
      transfers.current.delete(id);
      if (outcome.ok) {
        const item = outcome.upload?.item ?? null;
        const duplicate = outcome.upload?.duplicate ?? false;
        patch(id, { status: duplicate ? 'duplicate' : 'done', progress: 1, item, pausable: false });
        if (item) stored.current(item, duplicate);
      } else {
        patch(id, { status: outcome.cancelled ? 'cancelled' : 'refused', message: outcome.message, pausable: false });
      }
      pump.current();
    };
    pump.current = () => {
      while (transfers.current.size < PARALLEL && waiting.current.length) {
        const { id, file } = waiting.current.shift()!;
        // Until the transfer exists, a cancel only forgets it (send then stops it).
        transfers.current.set(id, { done: new Promise(() => {}), cancel: () => transfers.current.delete(id) });
        patch(id, { status: 'sending' });
        void send(id, file);
      }
    };
  }, [language, module, patch]);

  /** Queues the chosen files: up to `maxFiles` of them, the others listed as refused (too many). */
  const add = useCallback((chosen: readonly File[], tooMany: string) => {
    const entries = chosen.map((file, index): QueuedFile => ({
      id: nextId.current++, name: file.name, size: file.size, progress: 0, item: null, pausable: false,
      status: index < maxFiles ? 'waiting' : 'refused', message: index < maxFiles ? '' : tooMany,
    }));
    setFiles((list) => [...list, ...entries]);
    entries.forEach((entry, index) => {
      if (entry.status === 'waiting') waiting.current.push({ id: entry.id, file: chosen[index] });
    });
    pump.current();
  }, [maxFiles]);

  const cancel = useCallback((id: number) => {
    const queued = waiting.current.findIndex((entry) => entry.id === id);
    if (queued >= 0) {
      waiting.current.splice(queued, 1);
      patch(id, { status: 'cancelled' });
    }
    transfers.current.get(id)?.cancel();
  }, [patch]);
  const pause = useCallback((id: number) => {
    transfers.current.get(id)?.pause?.();
    patch(id, { status: 'paused' });
  }, [patch]);
  const resume = useCallback((id: number) => {
    transfers.current.get(id)?.resume?.();
    patch(id, { status: 'sending' });
  }, [patch]);
  /** Forgets the finished entries. */
  const clear = useCallback(() => setFiles((list) => list.filter((entry) => entry.status === 'waiting' || entry.status === 'sending' || entry.status === 'paused')), []);

  useEffect(() => {
    const live = transfers.current;
    return () => {
      for (const transfer of live.values()) transfer.cancel();
    };
  }, []);

  return { files, add, cancel, pause, resume, clear };
}

export type UploadQueue = ReturnType<typeof useUploadQueue>;
