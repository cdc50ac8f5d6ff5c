/** Where a form's submissions live in the API (`/api/dashboard/modules/{key}/submissions[/{tail}]`). */
export const submissionsApiPath = (moduleKey: string, tail?: number | string) =>
  `/api/dashboard/modules/${encodeURIComponent(moduleKey)}/submissions${tail === undefined ? '' : `/${tail}`}`;

/** Every readable form's pending count, in one request (the sidebar's badges). */
export const PENDING_COUNTS_API_PATH = '/api/dashboard/submissions/pending';
