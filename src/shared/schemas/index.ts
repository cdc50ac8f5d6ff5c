export { z, message, isValidationMessage, issueMessageKey, validationErrorMap, type ValidationMessage } from './zod-config';
export { toValidationErrorTree, issueText, issueParams, type TranslateFn } from './error-tree';
export { COOKIE_CATEGORIES, cookiePreferencesSchema, type CookiePreferencesInput, type SavedCookiePreferences } from './cookie-preferences';
export { listQuerySchema, LIST_PAGE_SIZE, LIST_TOTAL_CAP, SEARCH_TOTAL_CAP, type ListQuery, type ListResult } from './list-query';
export {
  AUTH_LIMITS, GENDERS, NOTIFICATION_ACTIONS, TOKEN_PATTERN, authSchemas, changePasswordSchema, forgotPasswordSchema,
  notificationActionSchema, oauthCallbackSchema, profileUpdateSchema, resetPasswordSchema, signInSchema, signUpSchema, verifySchema,
  type ChangePasswordInput, type ForgotPasswordInput, type Gender, type NotificationAction, type NotificationActionInput,
  type OAuthCallbackInput, type ProfileUpdateInput, type ResetPasswordInput, type SignInInput, type SignUpInput, type VerifyInput,
} from './auth';
