'use client';

import { createContext, useContext } from 'react';
import type { UploadDetails } from '@/shared/api/contents';

const NONE: Readonly<Record<string, UploadDetails>> = {};

/**
 * What the server said of the uploads a loaded item refers to, by URL (its record's `files`), so
 * upload fields name a file as it was uploaded after a reload too, not by its stored key.
 */
export const KnownUploads = createContext(NONE);

export const useKnownUploads = () => useContext(KnownUploads);
