import type { DbHandle } from '@/server/db/connect';
import { UPLOAD_URL_PREFIX, UPLOAD_KEY_PATTERN } from '@/server/storage/file-storage';
import { definitionOf, type ModuleField } from '@/shared/fields';
import type { ValidationMessageKey } from '@/shared/api/messages';
import { fieldError } from '../api-error';
import { acceptsType, maxUploadBytes } from '../dashboard/upload-rules';
import type { CataloguedModule } from '../modules';

const referencesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

const keyOf = (reference: unknown): string | null => {
  if (typeof reference !== 'string' || !reference.startsWith(UPLOAD_URL_PREFIX)) return null;
  const key = reference.slice(UPLOAD_URL_PREFIX.length);
  return UPLOAD_KEY_PATTERN.test(key) ? key : null;
};

/**
 * A form's file fields (file, image, video) against the form's upload limits, for every value that
 * names an upload of this site: it must exist, be of a type the field and the form take, and be no
 * larger than they allow; 422 at the field otherwise. (An address elsewhere has no type or size to
 * judge: the value schema's rules are all it meets. How many files, the schema checks.)
 */
export async function assertFilesFit({ db }: DbHandle, form: CataloguedModule, values: Record<string, unknown>): Promise<void> {
  const keysOf = (field: ModuleField) => referencesOf(values[field.key]).map(keyOf).filter((key) => key !== null);
  const fileFields = form.fields.filter((field) => definitionOf(field).upload && keysOf(field).length > 0);
  if (fileFields.length === 0) return;
  const known = await db.selectFrom('media').select(['path', 'mime_type', 'size'])
    .where('path', 'in', fileFields.flatMap(keysOf)).execute();
  const byKey = new Map(known.map((row) => [row.path, row]));

  const problem = (field: ModuleField): ValidationMessageKey | null => {
    for (const key of keysOf(field)) {
      const file = byKey.get(key);
      if (!file) return 'invalid_file_format';
      if (!acceptsType(form, field, file.mime_type)) return 'invalid_file_type';
      if (file.size > maxUploadBytes(form, field)) return 'file_too_large';
    }
    return null;
  };
  for (const field of fileFields) {
    const key = problem(field);
    if (key) throw fieldError(field.key, key);
  }
}
