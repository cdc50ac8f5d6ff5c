import type { DashboardModule } from '@/shared/api/modules';
import type { ModuleField } from '@/shared/fields';
import { DEFAULT_UPLOAD_MAX_BYTES } from './upload-rules';

type UploadConfig = NonNullable<DashboardModule['upload_config']>;

const MB = 1024 ** 2;

/**
 * What the library takes when no content module's `upload_config` says otherwise: the types (text
 * only as UTF-8; SVG never as an image), and the files at once and size used until the settings
 * `media_max_files` and `media_max_size_mb` are saved.
 */
export const LIBRARY_UPLOAD_DEFAULTS: UploadConfig = {
  max_files: 20,
  max_size_mb: DEFAULT_UPLOAD_MAX_BYTES / MB,
  mime_types: ['image/*', 'video/*', 'audio/*', 'application/pdf', 'text/plain', 'text/csv'],
};

/** The library's uploads under `config` as one file field: any type `config.mime_types` names, at most `config.max_size_mb`. */
export function libraryUploadField(config: UploadConfig): ModuleField {
  return { key: 'file', label: {}, type: 'file', required: false, upload: { accept: config.mime_types, max_size: Math.floor(config.max_size_mb * MB), max_files: config.max_files } };
}
