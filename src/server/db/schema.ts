import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Row types as the application sees them. JSON columns hold the encoded form
 * (`JsonColumn`) and go through `db/json.ts`; timestamps are ISO-8601 UTC strings.
 */
export type JsonColumn = ColumnType<unknown, string, string>;
type Timestamp = string;
type CreatedAt = ColumnType<Timestamp, Timestamp | undefined, never>;

export interface RolesTable {
  id: Generated<number>;
  name: string;
  permissions: JsonColumn;
  /** Optimistic concurrency: raised by every dashboard write (migration 0005). */
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  fullname: string;
  gender: string | null;
  birthday: string | null;
  avatar: string | null;
  role_id: number;
  status: 'active' | 'passive' | 'deleted' | 'banned';
  email_verified_at: Timestamp | null;
  /** A verified address was replaced by one not verified yet: no password recovery to it meanwhile. */
  verified_email_replaced_at: Timestamp | null;
  /** Optimistic concurrency: raised by every dashboard write (migration 0005). */
  version: Generated<number>;
  /** The user's language, a site locale (migration 0009); null while unknown. */
  locale: string | null;
  /** The user's time zone, an IANA name (migration 0032); null follows the browser's. */
  time_zone: string | null;
  /** The dashboard's language, chosen in the account (migration 0033); null: the site's default language. */
  dashboard_locale: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  ip_address: string | null;
  location: string | null;
  device: string | null;
  browser: string | null;
  remember: number;
  /** The provider link the session was opened through; ending the link ends the session. */
  oauth_account_id: number | null;
  /** 1: the session's next answer carries `reload_store` (its permissions changed). */
  reload_store: Generated<number>;
  last_activity: Timestamp;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface VerificationTokensTable {
  id: Generated<number>;
  user_id: number;
  /** invitation: a new user's set-password link, made by staff (7 days). */
  kind: 'verify_email' | 'reset_password' | 'revert_email' | 'invitation';
  token_hash: string;
  email: string | null;
  /** revert_email: the username the undo restores along with `email`. */
  username: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface OAuthAccountsTable {
  id: Generated<number>;
  user_id: number;
  provider: 'google' | 'facebook';
  provider_user_id: string;
  email: string | null;
  /** Null while the link was made to an unverified address: the mailbox owner's verification or reset ends it. */
  confirmed_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  status: 'unread' | 'read';
  text: string;
  data: JsonColumn | null;
  created_at: CreatedAt;
}

export interface LogsTable {
  id: Generated<number>;
  endpoint: string;
  status_code: number;
  method: string;
  ip: string | null;
  user_agent: string | null;
  exec_time: number;
  created_by: number | null;
  created_at: Timestamp;
  /** How many requests the row stands for: 1, or a minute's anonymous cached reads of one endpoint. */
  request_count: Generated<number>;
}

/** Request totals per UTC day, kept by the log writer in the same transaction as the rows (the overview's series). */
export interface LogDaysTable {
  /** YYYY-MM-DD (UTC). */
  day: string;
  requests: number;
  client_errors: number;
  server_errors: number;
}

export interface MediaTable {
  id: Generated<number>;
  file_name: string;
  path: string;
  mime_type: string;
  size: number;
  parts: JsonColumn | null;
  module: string | null;
  storage: string;
  created_by: number | null;
  created_at: CreatedAt;
  /** Hex SHA-256 of the bytes; null for files stored before migration 0024. */
  sha256: string | null;
  kind: ColumnType<'image' | 'video' | 'audio' | 'document', string | undefined, string>;
  width: number | null;
  height: number | null;
  /** `{ en, sv, tr }` texts. */
  alt: JsonColumn | null;
  caption: JsonColumn | null;
  focal_x: number | null;
  focal_y: number | null;
  /** `{ width, height, key, mime, size }[]` of the image variants. */
  variants: JsonColumn | null;
  placeholder: string | null;
  status: ColumnType<'ready' | 'processing' | 'failed', string | undefined, string>;
  /** `library`: kept in the library; `field`: uploaded into a content field, released once nothing refers to it. */
  origin: ColumnType<'library' | 'field', string | undefined, string>;
  /** The file name and the alt texts, lowercased: what a library search matches. */
  search_text: Generated<string>;
  updated_at: string | null;
  updated_by: number | null;
  /** AVIF variants still to make (`pending`), made (`done`) or given up (`failed`); null for files without variants (migration 0026). */
  avif_state: 'pending' | 'done' | 'failed' | null;
  /** When a process took the row to make its AVIF variants. */
  avif_claimed_at: string | null;
  avif_failures: ColumnType<number, number | undefined, number>;
  /** Where an outside service holds the file (`storage` 'vimeo': the video's URI, `/videos/{id}`); null for the drivers' files (migration 0028). */
  remote_uri: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The key of one image variant (WebP, AVIF) and the media row it belongs to (migration 0027). */
export interface MediaVariantsTable {
  key: string;
  media_id: number;
  mime: string;
  width: number;
}

/** Where each upload is used: one row per file, owner and place, kept by every write naming files (migration 0025). */
export interface MediaUsagesTable {
  /** The upload key the owner's value names by URL. */
  media_key: string;
  owner_kind: 'content' | 'revision' | 'submission' | 'settings' | 'menu';
  /** The owner's id as text (a setting's key for settings). */
  owner_id: string;
  module_id: number | null;
  /** A content's own id, or a revision's content. */
  content_id: number | null;
  /** The dotted path inside the owner's value. */
  place: string;
}

export interface ModulesTable {
  id: Generated<number>;
  key: string;
  name: JsonColumn;
  /** The default locale's slug; `slugs` holds the other locales' own (migration 0013). */
  slug: string;
  slugs: JsonColumn | null;
  type: 'content' | 'form';
  icon: string | null;
  fields: JsonColumn;
  upload_config: JsonColumn | null;
  ordering: number;
  /** Optimistic concurrency: raised by every dashboard write (migration 0011). */
  version: Generated<number>;
  /** A form's submissions older than this many days are removed daily; null keeps them (0020). */
  submission_retention_days: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ModuleContentsTable {
  id: Generated<number>;
  module_id: number;
  /** The default locale's slug; `slugs` holds the other locales' own (migration 0013). */
  slug: string;
  slugs: JsonColumn | null;
  /** Lower-cased slugs, titles and searchable field values for the dashboard's search (0013). */
  search_text: Generated<string>;
  /** The default locale's title lower-cased, for the title sort (0016). */
  title_sort: Generated<string>;
  title: JsonColumn;
  header: JsonColumn | null;
  header_image: string | null;
  content: JsonColumn;
  status: 'draft' | 'published' | 'archived';
  ordering: number;
  updated_by: number | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A content as it was after one create, save or restore; the last 20 per item are kept (migration 0014). */
export interface ContentRevisionsTable {
  id: Generated<number>;
  content_id: number;
  module_id: number;
  /** The content's version that write produced. */
  version: number;
  /** JSON: title, slug, header, header_image, content, status. */
  snapshot: JsonColumn;
  created_by: number | null;
  created_at: CreatedAt;
}

/** Lookup and uniqueness of contents by the slug each locale's URL uses (kept by the write path). */
export interface ContentSlugsTable {
  module_id: number;
  locale: string;
  slug: string;
  content_id: number;
}

/** An address an item had in a locale before a slug change: redirected to its current one (migration 0031). */
export interface ContentSlugHistoryTable {
  module_id: number;
  locale: string;
  slug: string;
  content_id: number;
  created_at: CreatedAt;
}

/** An address a module's listing had in a locale before a slug change (migration 0031). */
export interface ModuleSlugHistoryTable {
  locale: string;
  slug: string;
  module_id: number;
  created_at: CreatedAt;
}

/** A content's sort key for each field its module's list sorts by (kept by the write path, 0017). */
export interface ContentSortKeysTable {
  content_id: number;
  field: string;
  module_id: number;
  text_key: string | null;
  number_key: number | null;
}

/** A form submission's sort key per sortable field (migration 0023), as content_sort_keys are a content item's. */
export interface SubmissionSortKeysTable {
  submission_id: number;
  field: string;
  module_id: number;
  text_key: string | null;
  number_key: number | null;
}

/** Each form's pending, solved and spam submissions, kept by triggers on form_submissions (migration 0029). */
export interface FormSubmissionCountsTable {
  module_id: number;
  pending: number;
  solved: number;
  spam: number;
}

export interface FormSubmissionsTable {
  id: Generated<number>;
  module_id: number;
  data: JsonColumn;
  status: 'pending' | 'solved';
  ip_address: string | null;
  user_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** Set when marked solved, cleared when marked pending again (migration 0020). */
  solved_at: Timestamp | null;
  /** A user id, no foreign key: a deleted user's id matches no row. */
  solved_by: number | null;
  note: string | null;
  /** Why it is held as spam; null in the inbox. */
  spam_reason: string | null;
  /** The "new form received" mail: queued, sent or failed (`mail_error` the server's answer). */
  mail_state: 'queued' | 'sent' | 'failed' | null;
  mail_error: string | null;
  /** A hash of the form and the submitted body, for spotting a double submit. */
  fingerprint: string | null;
}

export interface MenusTable {
  id: Generated<number>;
  key: string;
  name: string;
  areas: JsonColumn;
  items: JsonColumn;
  /** Optimistic concurrency: raised by every dashboard write (migration 0030). */
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: JsonColumn;
  updated_at: Timestamp;
}

export interface CookieConsentsTable {
  id: Generated<number>;
  visitor_id: string;
  user_id: number | null;
  preferences: JsonColumn;
  ip_address: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  /** Names what the mail reports (one per key, e.g. `form_submission:12`); null for the rest (migration 0021). */
  idempotency_key: string | null;
  status: 'pending' | 'sending' | 'sent' | 'logged' | 'failed';
  attempts: number;
  next_attempt_at: Timestamp;
  last_error: string | null;
  sent_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** Who did it; null once that user is deleted. */
  actor_id: number | null;
  /** create, update, delete, or an entity's own action (e.g. transfer). */
  action: string;
  /** The entity declaration's name, e.g. 'users'. */
  entity: string;
  record_id: string | null;
  /** JSON list of what the write changed (e.g. settings keys), never values; null when not told. */
  changes: string | null;
  created_at: CreatedAt;
}

export interface Database {
  roles: RolesTable;
  users: UsersTable;
  sessions: SessionsTable;
  verification_tokens: VerificationTokensTable;
  oauth_accounts: OAuthAccountsTable;
  notifications: NotificationsTable;
  logs: LogsTable;
  log_days: LogDaysTable;
  media: MediaTable;
  media_usages: MediaUsagesTable;
  media_variants: MediaVariantsTable;
  modules: ModulesTable;
  module_contents: ModuleContentsTable;
  content_slugs: ContentSlugsTable;
  content_slug_history: ContentSlugHistoryTable;
  module_slug_history: ModuleSlugHistoryTable;
  content_sort_keys: ContentSortKeysTable;
  content_revisions: ContentRevisionsTable;
  form_submissions: FormSubmissionsTable;
  submission_sort_keys: SubmissionSortKeysTable;
  form_submission_counts: FormSubmissionCountsTable;
  menus: MenusTable;
  settings: SettingsTable;
  cookie_consents: CookieConsentsTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
}

export type RoleRow = Selectable<RolesTable>;
export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ModuleRow = Selectable<ModulesTable>;
export type ModuleContentRow = Selectable<ModuleContentsTable>;
export type MenuRow = Selectable<MenusTable>;
export type NewLog = Insertable<LogsTable>;
export type UserUpdate = Updateable<UsersTable>;
