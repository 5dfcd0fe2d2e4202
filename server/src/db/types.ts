// The one query layer every module uses. Both drivers (PGlite, node-postgres) speak PostgreSQL.

export type Row = Record<string, unknown>;

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/**
 * A statement's text, or a named one: PostgreSQL then parses and plans it once per connection instead of at
 * every call (for hot, fixed statements only: each name stays prepared on every pooled connection).
 */
export type Sql = string | { readonly name: string; readonly text: string };

export const sqlText = (sql: Sql): string => (typeof sql === 'string' ? sql : sql.text);

/** What a driver must provide; Db adds the conveniences on top. */
export interface Driver {
  readonly kind: 'pglite' | 'postgres';
  query<T = Row>(sql: Sql, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Several statements at once, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn on one connection inside BEGIN … COMMIT, ROLLBACK on error. */
  transaction<T>(fn: (driver: Driver) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface Db {
  readonly kind: Driver['kind'];
  query<T = Row>(sql: Sql, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** The first row, or null. */
  one<T = Row>(sql: Sql, params?: readonly unknown[]): Promise<T | null>;
  many<T = Row>(sql: Sql, params?: readonly unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  /** Inside a transaction the callback's db is bound to it; nested calls join the outer transaction. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A database error with PostgreSQL's SQLSTATE (e.g. 23505 unique violation). */
export interface DbError extends Error {
  code?: string;
  constraint?: string;
}

export const UNIQUE_VIOLATION = '23505';
export const isUniqueViolation = (err: unknown): boolean => (err as DbError | null)?.code === UNIQUE_VIOLATION;
