import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { databaseUnavailability } from './pg-errors.ts';

describe('database failures', () => {
  it('a full disk is 507, nothing saved', () => {
    expect(databaseUnavailability({ code: '53100' })?.status).toBe(507);
    expect(databaseUnavailability(new Error('wrapped', { cause: { code: '53100' } }))?.status).toBe(507);
  });

  // /dev/full (Linux) answers every write with ENOSPC: the real error a full disk gives Node.
  it.skipIf(!existsSync('/dev/full'))('a file the app writes itself (a logo) on a full disk is 507 too', async () => {
    const error = await writeFile('/dev/full', 'x').catch((caught: unknown) => caught);
    expect(databaseUnavailability(error)?.status).toBe(507);
    expect(databaseUnavailability({ code: 'EDQUOT' })?.status).toBe(507);
  });

  it('a restart, refused or timed-out connection, or a stalled statement is 503', () => {
    for (const code of ['57P01', '57P03', '08006', 'ECONNREFUSED', '57014']) {
      expect(databaseUnavailability({ code })?.status).toBe(503);
    }
    expect(databaseUnavailability(new Error('timeout exceeded when trying to connect'))?.status).toBe(503);
    expect(databaseUnavailability(new Error('Connection terminated unexpectedly'))?.status).toBe(503);
    // A frozen server: the client's query_timeout, then the ROLLBACK on the connection it cut.
    expect(databaseUnavailability(new Error('x', { cause: new Error('Query read timeout') }))?.status).toBe(503);
    expect(databaseUnavailability(new Error('Client was closed and is not queryable'))?.status).toBe(503);
    // The embedded server's Unix socket while it is down; a missing file of the app's is not that.
    const socketGone = Object.assign(new Error('connect ENOENT /srv/portal/postgres.socket/.s.PGSQL.41234'), {
      code: 'ENOENT',
    });
    expect(databaseUnavailability(socketGone)?.status).toBe(503);
    expect(
      databaseUnavailability(Object.assign(new Error("ENOENT: no such file, open 'x.png'"), { code: 'ENOENT' })),
    ).toBeUndefined();
  });

  it('leaves other errors (a constraint, a bug) to the generic handler', () => {
    expect(databaseUnavailability({ code: '23505' })).toBeUndefined();
    expect(databaseUnavailability(new TypeError('x is undefined'))).toBeUndefined();
  });
});
