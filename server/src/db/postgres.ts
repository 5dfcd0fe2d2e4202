// node-postgres driver, used when DATABASE_URL is set.
import pg from 'pg';
import type { Driver, QueryResult, Sql } from './types';

// Counts and paisa come back as int8; as strings they would leak into JSON. They fit in a double.
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === pg.types.builtins.INT8
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  url: string;
  /** A schema to work in (tests isolate each file in its own schema). */
  schema?: string;
}

/** node-postgres's query config: a named statement is prepared once per connection. */
const statement = (sql: Sql, params?: readonly unknown[]): pg.QueryConfig =>
  typeof sql === 'string' ? { text: sql, values: params as unknown[] } : { name: sql.name, text: sql.text, values: params as unknown[] };

function clientDriver(client: pg.PoolClient): Driver {
  return {
    kind: 'postgres',
    query: async <T>(sql: Sql, params?: readonly unknown[]) => {
      const r = await client.query(statement(sql, params));
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    exec: async (sql) => {
      await client.query(sql);
    },
    transaction: () => Promise.reject(new Error('nested')),
    close: async () => undefined,
  };
}

export function openPostgres({ url, schema }: PostgresOptions): Driver {
  const pool = new pg.Pool({
    connectionString: url,
    types,
    max: 10,
    // While PostgreSQL is away a request fails after this long (503) instead of waiting for ever.
    connectionTimeoutMillis: 5000,
    // A test schema first; public after it for the extensions (pg_trgm, migration 008).
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    query: async <T>(sql: Sql, params?: readonly unknown[]): Promise<QueryResult<T>> => {
      const r = await pool.query(statement(sql, params));
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDriver(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Run one statement on its own short-lived connection (creating or dropping a schema, say). */
export async function runAdminSql(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
