export { z, message, isValidationMessage, issueMessageKey, validationErrorMap, type ValidationMessage } from './zod-config';
export { toValidationErrorTree, issueParams, type TranslateFn } from './error-tree';
export { COOKIE_CATEGORIES, cookiePreferencesSchema, type CookiePreferencesInput, type SavedCookiePreferences } from './cookie-preferences';
export { formSubmissionSchema, type FormSubmission } from './form-submission';
export { listQuerySchema, LIST_PAGE_SIZE, type ListQuery, type ListResult } from './list-query';
