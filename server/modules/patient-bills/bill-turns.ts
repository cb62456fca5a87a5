import type { Database } from '../../../db/client.ts';
import { batchesInTurn } from '../../lib/batches-in-turn.ts';
import { type BillContext, type BillContextInput, readBillContexts } from './bill-create-sql.ts';
import { type BillWrite, insertNumberedBills } from './bill-write-sql.ts';

/*
 * Bills are read and written in turns (issue 33 figures, decision 027): each server runs at most
 * two bill reads and two bill writes at a time, and bills that arrive while they run, of any
 * centre, go together in the next statement (server/lib/batches-in-turn.ts). A centre's bills
 * pass its number series one at a time anyway, and a busy deployment's many centres each bill a
 * little: together, N bills cost one round trip, parse, plan and commit instead of N. Two lanes,
 * not one, so a batch waiting on a centre's locks (another server's batch, the desk's booking
 * transaction) does not hold up every other bill. At a quiet moment a bill runs at once, alone.
 */

/** Bills in one statement, at most: bounded parameters (about 50 a bill) and answer time. */
const LIMITS = { maxBatch: 64, lanes: 2 };
/** Bills of every centre share the turns: each statement keeps each bill's rows to its centre. */
const ALL_CENTRES = 'all';

interface BillTurns {
  read: (input: BillContextInput) => Promise<BillContext>;
  write: (write: BillWrite) => Promise<string>;
}

const turnsByDatabase = new WeakMap<Database, BillTurns>();

/** The bill turns of one database (a test app, a server): its queues are its own. */
export function billTurns(db: Database): BillTurns {
  const known = turnsByDatabase.get(db);
  if (known) return known;
  const read = batchesInTurn<BillContextInput, BillContext>((inputs) => readBillContexts(db, inputs), LIMITS);
  const write = batchesInTurn<BillWrite, string>((writes) => insertNumberedBills(db, writes), LIMITS);
  const turns: BillTurns = {
    read: (input) => read(ALL_CENTRES, input),
    write: (w) => write(ALL_CENTRES, w),
  };
  turnsByDatabase.set(db, turns);
  return turns;
}
