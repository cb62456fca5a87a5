import type { Database } from '../../../db/client.ts';
import { batchesInTurn } from '../../lib/batches-in-turn.ts';
import { type BillContext, type BillContextInput, readBillContexts } from './bill-create-sql.ts';
import { type BillWrite, insertNumberedBills } from './bill-write-sql.ts';

/*
 * A centre's bills are read and written in turn (issue 33 figures): its bills queue on its series
 * counter anyway (gap-free numbers: one bill's number commits before the next can take one), so
 * each server runs one read and one write statement at a time per centre, and bills that arrive
 * while one runs go together in the next (server/lib/batches-in-turn.ts). At a quiet counter a
 * bill is read and written at once, alone.
 */

/** Bills in one statement, at most: bounded parameters (about 50 a bill) and answer time. */
const MAX_BATCH = 64;

type Read = BillContextInput & { clinicId: string };

interface BillTurns {
  read: (input: Read) => Promise<BillContext>;
  write: (write: BillWrite) => Promise<string>;
}

const turnsByDatabase = new WeakMap<Database, BillTurns>();

/** The bill turns of one database (a test app, a server): its queues are its own. */
export function billTurns(db: Database): BillTurns {
  const known = turnsByDatabase.get(db);
  if (known) return known;
  const read = batchesInTurn<Read, BillContext>(
    (inputs) => readBillContexts(db, inputs[0]?.clinicId ?? '', inputs),
    MAX_BATCH,
  );
  const write = batchesInTurn<BillWrite, string>((writes) => insertNumberedBills(db, writes), MAX_BATCH);
  const turns: BillTurns = {
    read: (input) => read(input.clinicId, input),
    write: (w) => write(w.bill.clinicId, w),
  };
  turnsByDatabase.set(db, turns);
  return turns;
}
