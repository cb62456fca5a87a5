import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_MESSAGES } from '../../core/messages.ts';
import type { Database, Tx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/idempotency-keys.ts';
import type { AppDeps } from '../app-deps.ts';
import { requireScope } from '../plugins/authenticate.ts';
import { badRequest, HttpError } from './http-errors.ts';

/** How long a key answers with its first response; housekeeping deletes older keys. */
export const IDEMPOTENCY_KEY_HOURS = 24;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * Given to a write by answerOnce: the write calls record() inside its own transaction, with the
 * answer it is about to give, so the key is stored exactly when the write commits.
 */
export interface IdempotencyClaim {
  record: (tx: Tx, status: number, body: unknown) => Promise<void>;
  /**
   * For a write that is a single statement (a bill): the key's row to insert in that statement,
   * which then needs no transaction around it. A row already holding the key fails the statement
   * with a unique violation of `idempotency_keys_pkey`; the write then throws keyTaken(). Absent
   * on the retry that takes over an expired row of the same key, which record() does.
   */
  row?: { key: string; requestHash: string; createdAt: Date; liveAfter: Date };
}

export interface AnswerOnceOptions {
  /**
   * The write reads whether a live row holds the key (created after claim.row.liveAfter) in its
   * own first statement, and throws KeyTaken if one does: one round trip fewer than asking first.
   */
  writeLooksUpKey?: boolean;
}

/** Thrown inside the write's transaction when a live row holds the key: rolls the write back. */
export class KeyTaken extends Error {}

interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  response: unknown;
}

const cutoff = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3600_000);

async function findLiveKey(db: Database, clinicId: string, key: string, now: Date): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.clinicId, clinicId),
        eq(idempotencyKeys.key, key),
        gt(idempotencyKeys.createdAt, cutoff(now)),
      ),
    );
  return row;
}

/** The route, its path parameters and its validated body: what "the same request" means. */
function hashRequest(request: FastifyRequest): string {
  const parts = [request.method, request.routeOptions.url ?? '', JSON.stringify(request.params ?? {})];
  parts.push(JSON.stringify(request.body ?? null));
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

function replay(reply: FastifyReply, stored: StoredAnswer, requestHash: string) {
  if (stored.requestHash !== requestHash) throw new HttpError(422, IDEMPOTENCY_MESSAGES.reusedWithOtherRequest);
  return reply.status(stored.statusCode).header('idempotent-replayed', 'true').send(stored.response);
}

/**
 * Answers a write a person may retry (a lost answer, a 503, a double click). Without an
 * Idempotency-Key header it simply runs. With one: a live key of this clinic answers with its
 * stored first answer and writes nothing (422 when the key came with another request); otherwise
 * the write runs and stores its answer in its own transaction. Two requests racing with one key
 * meet on the key's primary key: the second waits for the first to commit, then replays it.
 * Failures are not stored (their transaction rolled back, nothing was written): a retry runs again.
 */
export async function answerOnce<T>(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  write: (claim?: IdempotencyClaim) => Promise<T>,
  options: AnswerOnceOptions = {},
) {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return reply.status(status).send(await write());
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey, 'Idempotency-Key');
  const { clinicId } = requireScope(request);
  const requestHash = hashRequest(request);
  if (!options.writeLooksUpKey) {
    const stored = await findLiveKey(deps.db, clinicId, key, deps.clock.now());
    if (stored) return replay(reply, stored, requestHash);
  }
  const claim: IdempotencyClaim = {
    row: { key, requestHash, createdAt: deps.clock.now(), liveAfter: cutoff(deps.clock.now()) },
    record: async (tx, statusCode, response) => {
      const now = deps.clock.now();
      // An expired row of the same key is taken over; a live one (committed by a racing request,
      // which this insert waited for) is not, and this write rolls back.
      const [row] = await tx
        .insert(idempotencyKeys)
        .values({ clinicId, key, requestHash, statusCode, response, createdAt: now })
        .onConflictDoUpdate({
          target: [idempotencyKeys.clinicId, idempotencyKeys.key],
          set: { requestHash, statusCode, response, createdAt: now },
          setWhere: sql`${idempotencyKeys.createdAt} <= ${cutoff(now)}`,
        })
        .returning({ key: idempotencyKeys.key });
      if (!row) throw new KeyTaken();
    },
  };
  try {
    return reply.status(status).send(await write(claim));
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const winner = await findLiveKey(deps.db, clinicId, key, deps.clock.now());
    if (winner) return replay(reply, winner, requestHash);
    // The single statement met an expired row of the key, which only record()'s upsert takes over.
    if (!claim.row) throw error;
    const { row: _single, ...inTransaction } = claim;
    return reply.status(status).send(await write(inTransaction));
  }
}
