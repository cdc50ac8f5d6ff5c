import { z, message } from '@/shared/schemas/zod-config';
import { PERMISSION_ACTIONS } from '@/shared/permissions';
import { idSchema } from '@/shared/schemas/auth';
import { dashboardListQuery, listResultSchema, versionSchema } from './list';

/** The permission tree of design §4: `{ area: { action: true|false } }`; areas and actions are checked by the server. */
export const permissionTreeSchema = z.record(z.string().max(64), z.partialRecord(z.enum(PERMISSION_ACTIONS, message('permission_unknown')), z.boolean()));

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: permissionTreeSchema,
  /** How many users hold the role. */
  user_count: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

const roleNameSchema = z.string().trim().min(3, message('name_min')).max(64);

export const roleCreateSchema = z.object({ name: roleNameSchema, permissions: permissionTreeSchema });
/** A role's GET answer can be sent back as it is; unknown fields are ignored. */
export const roleUpdateSchema = roleCreateSchema.extend({ version: versionSchema });
export const roleTransferSchema = z.object({ to_role_id: idSchema });

/** `user_count` sorts by how many users hold the role (counted per role by the users' role index). */
export const ROLE_SORT_COLUMNS = ['name', 'user_count', 'created_at', 'updated_at', 'id'] as const;
export const roleListQuerySchema = dashboardListQuery(ROLE_SORT_COLUMNS, {});
export const roleListSchema = listResultSchema(roleSchema);

export type Role = z.infer<typeof roleSchema>;
export type RoleCreateInput = z.infer<typeof roleCreateSchema>;
export type RoleUpdateInput = z.infer<typeof roleUpdateSchema>;
export type RoleTransferInput = z.infer<typeof roleTransferSchema>;
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;
export type RoleList = z.infer<typeof roleListSchema>;
/**
 * A role as a picker offers it (the user forms' role, the default role, the transfer target), as
 * one viewer sees it: `assignable` when they hold every key of it, `fits_default` when it holds none.
 */
export type RoleChoice = Pick<Role, 'id' | 'name'> & { assignable: boolean; fits_default: boolean };
