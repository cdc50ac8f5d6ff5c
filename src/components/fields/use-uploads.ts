'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import type { ModuleField } from '@/shared/fields';
import { useKnownUploads } from './known-uploads';
import { checkFiles, formatBytes, maxFilesOf, type UploadProblem } from './upload-checks';
import { uploadFile, type UploadedFile } from './upload-request';

export interface UploadingFile {
  id: number;
  name: string;
  /** 0 to 1. */
  progress: number;
}

interface UploadsOptions {
  field: ModuleField;
  /** The field's dotted path in the content, which the upload endpoint names it by. */
  path: string;
  moduleKey: string;
  uiLocale: Locale;
  /** The field's chosen URLs now. */
  urls: string[];
  /** Receives the URLs after an upload (one file replaces, more are added at the end). */
  onUrls: (urls: string[]) => void;
}

/**
 * A field's uploads: checked in the browser, sent one after another with their progress, and
 * their translated problems; what the server said of each file (uploaded here, or the loaded
 * item's) is kept by URL.
 */
export function useUploads({ field, path, moduleKey, uiLocale, urls, onUrls }: UploadsOptions) {
  const t = useTranslations('fields.editor.upload');
  const [uploading, setUploading] = useState<UploadingFile[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [uploaded, setUploaded] = useState<ReadonlyMap<string, UploadedFile>>(new Map());
  const known = useKnownUploads();
  const details = useMemo<ReadonlyMap<string, UploadedFile>>(
    () => new Map([...Object.entries(known).map(([url, file]) => [url, { url, ...file }] as const), ...uploaded]),
    [known, uploaded],
  );
  const current = useRef(urls);
  const nextId = useRef(0);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => {
    current.current = urls;
  }, [urls]);
  useEffect(() => () => aborter.current?.abort(), []);

  const explain = (problem: UploadProblem) => (problem.key === 'too_large'
    ? t('too_large', { name: problem.values.name, max: formatBytes(problem.values.max, uiLocale) })
    : t(problem.key, problem.values));

  /** Sets the field's URLs from here (with the ref, so the next upload in the queue adds to them). */
  const setUrls = (next: string[]) => {
    current.current = next;
    onUrls(next);
  };

  async function start(files: File[]) {
    const many = maxFilesOf(field) > 1;
    const { accepted, problems: found } = checkFiles(files, field, current.current.length);
    setProblems(found.map(explain));
    aborter.current ??= new AbortController();
    const { signal } = aborter.current;
    for (const file of accepted) {
      const id = nextId.current++;
      setUploading((list) => [...list, { id, name: file.name, progress: 0 }]);
      const outcome = await uploadFile(moduleKey, path, file, {
        language: uiLocale,
        signal,
        onProgress: (progress) => setUploading((list) => list.map((item) => (item.id === id ? { ...item, progress } : item))),
      });
      setUploading((list) => list.filter((item) => item.id !== id));
      if (outcome.ok) {
        const { url } = outcome.file;
        setUploaded((files) => new Map(files).set(url, outcome.file));
        if (!many) setUrls([url]);
        else if (current.current.includes(url)) setProblems((list) => [...list, t('duplicate', { name: file.name })]);
        else setUrls([...current.current, url]);
      } else if (!outcome.aborted) {
        setProblems((list) => [...list, t('failed', { name: file.name, reason: outcome.message || t('offline') })]);
      }
    }
  }

  return { uploading, problems, setProblems, details, start, setUrls };
}
