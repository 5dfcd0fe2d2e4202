import type { Db, Driver, Sql } from './types';

/** Wraps a driver with one/many/tx. A transaction's Db runs its nested tx() calls in the same transaction. */
export function wrapDriver(driver: Driver, inTransaction = false): Db {
  const db: Db = {
    kind: driver.kind,
    query: (sql, params) => driver.query(sql, params),
    one: async <T>(sql: Sql, params?: readonly unknown[]) => (await driver.query<T>(sql, params)).rows[0] ?? null,
    many: async <T>(sql: Sql, params?: readonly unknown[]) => (await driver.query<T>(sql, params)).rows,
    exec: (sql) => driver.exec(sql),
    tx: (fn) => (inTransaction ? fn(db) : driver.transaction((d) => fn(wrapDriver(d, true)))),
    close: () => driver.close(),
    poolStats: () => driver.poolStats?.() ?? null,
  };
  return db;
}
