import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import { appendOnlyGuards, applyGuards } from '../guards/append-only';

// Users, sessions, API tokens, the sign-in settings and the edit log (issue 18). Passwords are
// argon2id hashes; session and token secrets are stored as sha256 hashes only, so a copy of the
// database does not sign anyone in. Timestamps are ISO-8601 UTC text as everywhere else.
// The edit log refuses UPDATE and DELETE in the database itself (db/guards).

type Dialect = 'sqlite' | 'postgres';

function dialectOf(db: Kysely<unknown>): Dialect {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres') ? 'postgres' : 'sqlite';
}

function nowIso(dialect: Dialect) {
  return dialect === 'postgres'
    ? sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

const ROLE_CHECK = sql`role in ('owner', 'accountant', 'billing', 'viewer')`;

export const usersAndEditLogMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const id = (column: ColumnDefinitionBuilder) =>
      dialect === 'postgres'
        ? column.primaryKey().generatedByDefaultAsIdentity()
        : column.primaryKey().autoIncrement();

    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', id)
      // Kept in lower case by the schemas, so the unique index is case-blind.
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().check(ROLE_CHECK))
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      // Wrong passwords in a row; at the limit the account is locked until locked_until.
      .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIso(dialect)))
      .execute();

    await db.schema
      .createTable('sessions')
      // sha256 of the cookie's secret: the secret itself is only ever in the browser.
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIso(dialect)))
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('api_tokens')
      .addColumn('id', 'integer', id)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().check(ROLE_CHECK))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIso(dialect)))
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();

    await db.schema
      .createTable('auth_settings')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('session_idle_hours', 'integer', (c) => c.notNull().defaultTo(12))
      .execute();
    await sql`insert into auth_settings (id, session_idle_hours) values (1, 12)`.execute(db);

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'integer', id)
      .addColumn('at', 'text', (c) => c.notNull().defaultTo(nowIso(dialect)))
      // India's day of `at`, which the date filters compare.
      .addColumn('day', 'text', (c) => c.notNull())
      // No foreign key: the name is kept as it was, and the log outlives any record.
      .addColumn('user_id', 'integer')
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('token_name', 'text')
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('request_id', 'text')
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      // JSON text of the record as the API shows it, before and after (null when there is none).
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .execute();
    await db.schema.createIndex('audit_log_day_id').on('audit_log').columns(['day', 'id']).execute();
    await db.schema
      .createIndex('audit_log_record')
      .on('audit_log')
      .columns(['record_type', 'record_id', 'id'])
      .execute();
    await db.schema.createIndex('audit_log_user_id').on('audit_log').columns(['user_id', 'id']).execute();
    await applyGuards(db, appendOnlyGuards(dialect, 'audit_log'));
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['audit_log', 'auth_settings', 'api_tokens', 'sessions', 'users']) {
      await db.schema.dropTable(table).execute();
    }
    if (dialectOf(db) === 'postgres')
      await sql`drop function if exists audit_log_refuse_change()`.execute(db);
  },
};
