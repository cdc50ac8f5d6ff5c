import { valuesSchema } from '@/shared/fields';
import type { ServiceDeps } from './deps';
import { ApiError, ValidationError } from './api-error';
import type { ModuleCatalogue } from './modules';

/** The same payload from the same address within this window counts as a double submit. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;

export interface SubmissionMeta {
  ip: string | null;
  userId: number | null;
}

export function createFormsService({ handle, modules }: Pick<ServiceDeps, 'handle'> & { modules: ModuleCatalogue }) {
  const { db, json } = handle;
  return {
    /**
     * Validates a payload against the form module's fields and stores it as a pending
     * submission. 404 for an unknown module, 400 for a content module, 422 for bad data.
     */
    async submit(moduleKey: string, payload: unknown, meta: SubmissionMeta): Promise<{ id: number }> {
      const formModule = await modules.byKey(moduleKey);
      if (!formModule) throw new ApiError(404, 'module_not_found');
      if (formModule.type !== 'form') throw new ApiError(400, 'wrong_module_type');

      const parsed = valuesSchema(formModule.fields).safeParse(payload);
      if (!parsed.success) throw new ValidationError(parsed.error);

      const data = json.write(parsed.data);
      const now = new Date();
      if (meta.ip) {
        const duplicate = await db.selectFrom('form_submissions').select('id')
          .where('module_id', '=', formModule.id)
          .where('ip_address', '=', meta.ip)
          .where('data', '=', data)
          .where('created_at', '>', new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString())
          .executeTakeFirst();
        if (duplicate) throw new ApiError(409, 'form_already_submitted');
      }

      const row = await db.insertInto('form_submissions').values({
        module_id: formModule.id,
        data,
        status: 'pending',
        ip_address: meta.ip,
        user_id: meta.userId,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      }).returning('id').executeTakeFirstOrThrow();
      return { id: row.id };
    },
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
