import type { Kysely } from 'kysely';
import { columns, type Engine, type EngineMigration } from './columns';

const TABLES = [
  'mail_outbox', 'cookie_consents', 'settings', 'menus', 'form_submissions', 'module_contents',
  'modules', 'media', 'logs', 'notifications', 'verification_tokens', 'sessions', 'users', 'roles',
];

export const initial: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    const col = columns(engine);
    const s = db.schema;

    await col.id(s.createTable('roles'))
      .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('permissions', col.json, (c) => c.notNull())
      .addColumn('created_at', col.timestamp, col.now)
      .addColumn('updated_at', col.timestamp, col.now)
      .execute();

    await col.id(s.createTable('users'))
      .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('fullname', 'varchar(200)', (c) => c.notNull())
      .addColumn('gender', 'varchar(10)')
      .addColumn('birthday', 'varchar(10)')
      .addColumn('avatar', 'text')
      .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('active'))
      .addColumn('email_verified_at', col.timestamp)
      .addColumn('created_at', col.timestamp, col.now)
      .addColumn('updated_at', col.timestamp, col.now)
      .execute();
    await s.createIndex('users_role_id_idx').on('users').column('role_id').execute();

    await col.id(s.createTable('sessions'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('ip_address', 'varchar(64)')
      .addColumn('location', 'varchar(200)')
      .addColumn('device', 'varchar(200)')
      .addColumn('browser', 'varchar(200)')
      .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_activity', col.timestamp, col.now)
      .addColumn('expires_at', col.timestamp, (c) => c.notNull())
      .addColumn('created_at', col.timestamp, col.now)
      .execute();
    await s.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

    await col.id(s.createTable('verification_tokens'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('email', 'varchar(254)')
      .addColumn('expires_at', col.timestamp, (c) => c.notNull())
      .addColumn('used_at', col.timestamp)
      .addColumn('created_at', col.timestamp, col.now)
      .execute();

    await col.id(s.createTable('notifications'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('unread'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('data', col.json)
      .addColumn('created_at', col.timestamp, col.now)
      .execute();
    await s.createIndex('notifications_user_id_idx').on('notifications').columns(['user_id', 'status']).execute();

    await col.id(s.createTable('logs'))
      .addColumn('endpoint', 'text', (c) => c.notNull())
      .addColumn('status_code', 'integer', (c) => c.notNull())
      .addColumn('method', 'varchar(10)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)')
      .addColumn('user_agent', 'text')
      .addColumn('exec_time', 'real', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', col.timestamp, col.now)
      .execute();
    await s.createIndex('logs_created_at_idx').on('logs').column('created_at').execute();

    await col.id(s.createTable('media'))
      .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('parts', col.json)
      .addColumn('module', 'varchar(64)')
      .addColumn('storage', 'varchar(10)', (c) => c.notNull().defaultTo('local'))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', col.timestamp, col.now)
      .execute();

    await col.id(s.createTable('modules'))
      .addColumn('key', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('name', col.json, (c) => c.notNull())
      .addColumn('slug', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('type', 'varchar(10)', (c) => c.notNull())
      .addColumn('icon', 'varchar(100)')
      .addColumn('fields', col.json, (c) => c.notNull())
      .addColumn('upload_config', col.json)
      .addColumn('ordering', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', col.timestamp, col.now)
      .addColumn('updated_at', col.timestamp, col.now)
      .execute();

    await col.id(s.createTable('module_contents'))
      .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
      .addColumn('slug', 'varchar(200)', (c) => c.notNull())
      .addColumn('title', col.json, (c) => c.notNull())
      .addColumn('header', col.json)
      .addColumn('header_image', 'text')
      .addColumn('content', col.json, (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('draft'))
      .addColumn('ordering', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', col.timestamp, col.now)
      .addColumn('updated_at', col.timestamp, col.now)
      .addUniqueConstraint('module_contents_module_slug_unique', ['module_id', 'slug'])
      .execute();

    await col.id(s.createTable('form_submissions'))
      .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
      .addColumn('data', col.json, (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('ip_address', 'varchar(64)')
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', col.timestamp, col.now)
      .addColumn('updated_at', col.timestamp, col.now)
      .execute();
    await s.createIndex('form_submissions_module_idx').on('form_submissions').columns(['module_id', 'status']).execute();

    await col.id(s.createTable('menus'))
      .addColumn('key', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('areas', col.json, (c) => c.notNull())
      .addColumn('items', col.json, (c) => c.notNull())
      .addColumn('created_at', col.timestamp, col.now)
      .addColumn('updated_at', col.timestamp, col.now)
      .execute();

    await s.createTable('settings')
      .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
      .addColumn('value', col.json, (c) => c.notNull())
      .addColumn('updated_at', col.timestamp, col.now)
      .execute();

    await col.id(s.createTable('cookie_consents'))
      .addColumn('visitor_id', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('preferences', col.json, (c) => c.notNull())
      .addColumn('ip_address', 'varchar(64)')
      .addColumn('user_agent', 'text')
      .addColumn('created_at', col.timestamp, col.now)
      .addColumn('updated_at', col.timestamp, col.now)
      .execute();

    await col.id(s.createTable('mail_outbox'))
      .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('template', 'varchar(64)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', col.timestamp, col.now)
      .addColumn('last_error', 'text')
      .addColumn('sent_at', col.timestamp)
      .addColumn('created_at', col.timestamp, col.now)
      .execute();
    await s.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  },

  async down(db: Kysely<any>) {
    for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
  },
};
