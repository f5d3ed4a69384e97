// A PostgreSQL server of a test's own, for the tests that stop and start it under a running app
// (the shared TEST_DATABASE_URL server must stay up for the other test files). initdb and start
// take about a second; this needs root and Debian's postgresql-15 (what .ci/run installs).
import {
  canRunThrowawayPostgres,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../scripts/lib/postgres.mjs';

export type OwnPostgres = ThrowawayPostgres;

/** Whether this machine can run a server of the test's own (root, PostgreSQL 15's binaries). */
export const canRunOwnPostgres = canRunThrowawayPostgres;

export function startOwnPostgres(): Promise<OwnPostgres> {
  return startThrowawayPostgres({ prefix: 'bolts-own-pg-' });
}
