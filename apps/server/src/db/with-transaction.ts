import type { Db, DbOrTx } from './client.ts';

/**
 * Repositories bound to the database, plus `withTransaction`, which runs work with the same repositories bound to
 * one transaction: services never see a transaction handle, only repositories, and either everything in `work`
 * commits or nothing does.
 */
export type Transactional<R> = R & { withTransaction<T>(work: (repos: R) => Promise<T>): Promise<T> };

export function transactional<R extends object>(db: Db, bind: (db: DbOrTx) => R): Transactional<R> {
  return Object.assign(bind(db), {
    withTransaction: <T>(work: (repos: R) => Promise<T>) => db.transaction((tx) => work(bind(tx))),
  });
}
