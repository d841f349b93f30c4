import { type DatabaseConnection, type Driver, SqliteDialect } from 'kysely';

/**
 * Kysely's SQLite dialect, with one difference: after some errors (a full disk, an I/O error)
 * SQLite has already rolled the transaction back by itself, and the ROLLBACK that follows fails
 * with "cannot rollback - no transaction is active". Kysely would then throw that failure in place
 * of the error that caused it, and the log and the answer would name the wrong cause; here the
 * needless rollback is let go, so the real error goes on.
 */
export class SqliteDialectKeepingCause extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection: DatabaseConnection) => {
      try {
        await rollback(connection);
      } catch (error) {
        if (!(error instanceof Error && /no transaction is active/i.test(error.message))) throw error;
      }
    };
    return driver;
  }
}
