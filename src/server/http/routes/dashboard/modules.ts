import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '@/server/context';
import { modulesEntity } from '@/server/entities/modules';
import {
  moduleCreateSchema, moduleDeletionSchema, moduleKeyParamsSchema, moduleListQuerySchema, moduleSchema, moduleUpdateSchema,
  type ModuleCreateInput, type ModuleUpdateInput,
} from '@/shared/api/modules';
import { FIELD_TYPES } from '@/shared/fields';
import { requireUser } from '../../middleware/auth';
import { errorResponses, jsonResponse } from '../../openapi';
import { created, ok } from '../../respond';
import { createRouter } from '../../router';
import { listResultSchema } from '@/shared/api/list';
import { dashboardAccess, jsonBody as body } from './access';

/**
 * The document's form of `fields`: the field definition is recursive (a group holds fields),
 * which the OpenAPI generator cannot walk. The route checks this shallow shape; the service's
 * operation parses the body again with the full schema (`moduleFieldsSchema`: 422 at the
 * field's path), hence the casts below.
 */
const fieldsDoc = z.array(z.looseObject({ key: z.string(), label: z.record(z.string(), z.string()), type: z.enum(FIELD_TYPES), required: z.boolean().optional() })).openapi({
  description: 'Field definitions (src/shared/fields/definition.ts): key, label per locale, type, required, options, default, min, max, table flags, upload, relation, and a group\'s sub-fields',
});
const moduleDoc = moduleSchema.extend({ fields: fieldsDoc });
const moduleListDoc = listResultSchema(moduleDoc);
const moduleCreateDoc = moduleCreateSchema.extend({ fields: fieldsDoc });
const moduleUpdateDoc = moduleUpdateSchema.extend({ fields: fieldsDoc });

const listModules = createRoute({
  method: 'get', path: '/', operationId: 'dashboardListModules', summary: 'Lists modules',
  ...dashboardAccess(modulesEntity, 'read'),
  request: { query: moduleListQuerySchema },
  responses: {
    200: jsonResponse(moduleListDoc, 'One page of modules; search matches the key, the slug and the name in any locale, `type` filters, sort takes ordering, name, key, type, created_at, updated_at or id'),
    ...errorResponses(401, 403, 422),
  },
});
const getModule = createRoute({
  method: 'get', path: '/{key}', operationId: 'dashboardGetModule', summary: 'One module with its fields and upload config',
  ...dashboardAccess(modulesEntity, 'read'),
  request: { params: moduleKeyParamsSchema },
  responses: { 200: jsonResponse(moduleDoc, 'The module'), ...errorResponses(401, 403, 404, 422) },
});
const previewDeletion = createRoute({
  method: 'get', path: '/{key}/delete-preview', operationId: 'dashboardPreviewModuleDeletion', summary: 'What deleting the module would delete with it',
  ...dashboardAccess(modulesEntity, 'delete'),
  request: { params: moduleKeyParamsSchema },
  responses: { 200: jsonResponse(moduleDeletionSchema, 'How many contents and form submissions a delete would take with it'), ...errorResponses(401, 403, 404, 422) },
});
const createModule = createRoute({
  method: 'post', path: '/', operationId: 'dashboardCreateModule', summary: 'Creates a module',
  ...dashboardAccess(modulesEntity, 'create'),
  request: body(moduleCreateDoc),
  responses: {
    201: jsonResponse(moduleDoc, 'The new module (answered with reload_store: the module tree changed)'),
    ...errorResponses(401, 403, 409, 422, 503),
  },
});
const updateModule = createRoute({
  method: 'put', path: '/{key}', operationId: 'dashboardUpdateModule', summary: "Saves a module's name, slug, icon, fields and upload config",
  ...dashboardAccess(modulesEntity, 'update'),
  request: { params: moduleKeyParamsSchema, ...body(moduleUpdateDoc) },
  responses: {
    200: jsonResponse(moduleDoc, 'The saved module (answered with reload_store: the module tree changed)'),
    ...errorResponses(401, 403, 404, 409, 422, 503),
  },
});
const deleteModule = createRoute({
  method: 'delete', path: '/{key}', operationId: 'dashboardDeleteModule', summary: 'Deletes a module with all its contents and form submissions',
  ...dashboardAccess(modulesEntity, 'delete'),
  request: { params: moduleKeyParamsSchema },
  responses: { 200: jsonResponse(moduleDeletionSchema, 'How many contents and form submissions were deleted with it'), ...errorResponses(401, 403, 404, 422, 503) },
});

/** /api/dashboard/modules: every write changes the module tree clients cache, hence reload_store. */
export function dashboardModulesRoutes(ctx: AppContext) {
  const { dashboard } = ctx.services;
  return createRouter()
    .openapi(listModules, async (c) => ok(c, await dashboard.modules.list(c.req.valid('query'))))
    .openapi(getModule, async (c) => ok(c, await dashboard.modules.get(c.req.valid('param').key)))
    .openapi(previewDeletion, async (c) => ok(c, await dashboard.modules.deletePreview(c.req.valid('param').key)))
    .openapi(createModule, async (c) =>
      created(c, await dashboard.modules.create(await requireUser(c), c.req.valid('json') as ModuleCreateInput), { message: 'module_created', reloadStore: true }))
    .openapi(updateModule, async (c) =>
      ok(c, await dashboard.modules.update(await requireUser(c), c.req.valid('param').key, c.req.valid('json') as ModuleUpdateInput), { message: 'module_updated', reloadStore: true }))
    .openapi(deleteModule, async (c) => {
      const { contents, submissions } = await dashboard.modules.remove(await requireUser(c), c.req.valid('param').key);
      return ok(c, { contents, submissions }, { message: 'module_deleted', reloadStore: true });
    });
}
