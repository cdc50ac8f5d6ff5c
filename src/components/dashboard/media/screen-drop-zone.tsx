'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { MediaIcon } from './media-icons';

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

/**
 * Files dragged anywhere over the screen: an overlay says where they go, and dropping them
 * queues them. (The upload button does the same for those who do not drag.)
 */
export function ScreenDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const t = useTranslations('dashboard.media.upload');
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const take = useRef(onFiles);
  useEffect(() => {
    take.current = onFiles;
  });

  useEffect(() => {
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth.current += 1;
      setOver(true);
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (!depth.current) setOver(false);
    };
    const overScreen = (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setOver(false);
      take.current([...(event.dataTransfer?.files ?? [])]);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', overScreen);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', overScreen);
      window.removeEventListener('drop', drop);
    };
  }, []);

  if (!over) return null;
  return (
    <div aria-hidden className="pointer-events-none fixed inset-0 z-50 grid place-items-center bg-primary-900/30 p-6 backdrop-blur-[1px]">
      <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-primary-500 bg-white px-10 py-8 text-center text-primary-800 shadow-xl dark:bg-slate-900 dark:text-primary-300">
        <MediaIcon name="upload" className="size-10" />
        <p className="text-lg font-semibold">{t('drop_here')}</p>
      </div>
    </div>
  );
}
