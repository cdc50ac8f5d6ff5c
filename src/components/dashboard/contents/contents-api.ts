/** Where a module's contents live in the API (`/api/dashboard/modules/{key}/contents[/{id}]`). */
export const contentsApiPath = (moduleKey: string, id?: number) =>
  `/api/dashboard/modules/${encodeURIComponent(moduleKey)}/contents${id === undefined ? '' : `/${id}`}`;
