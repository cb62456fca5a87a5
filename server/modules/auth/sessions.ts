import { and, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isSessionEndReason, type SessionEndReason } from '../../../core/auth/session-end.ts';
import type { Database, Db, Tx } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { doctors } from '../../../db/schema/doctors.ts';
import { memberships } from '../../../db/schema/memberships.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { subscriptions } from '../../../db/schema/subscriptions.ts';
import { sessions, users } from '../../../db/schema/users.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import { createSessionCache, type SessionCache } from './session-cache.ts';

/** DESIGN §5: 30-minute sliding inactivity timeout and a 12-hour absolute lifetime. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Sliding the deadline costs a write; once a minute is precise enough and keeps reads cheap. */
const SLIDE_GRANULARITY_MS = 60 * 1000;

export interface SessionUser {
  sid: string;
  expire: Date;
  absoluteExpire: Date;
  userId: string;
  clinicId: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  language: string | null;
  /** From the active membership of the session's clinic (none: the session resolves to nothing). */
  role: string;
  isEmailVerified: boolean;
  /** The doctor this member signs as, with the name and registration printed on signatures. */
  doctorId: string | null;
  doctorName: string | null;
  doctorRegistrationNumber: string | null;
  /** Copied into a signature too, so an invited doctor's prints name it as the owner's do. */
  doctorQualification: string | null;
  /**
   * The organisation's subscription (held by its primary centre), read in the same query so
   * gating costs no extra round trip.
   */
  subscriptionStatus: string | null;
  subscriptionEndDate: Date | null;
  subscriptionPlanId: string | null;
  /** The current centre (the session's clinic) as the shell shows it. */
  centreName: string;
  centreRegistrationNumber: string | null;
  organisationId: string;
  /** The organisation's first centre: it holds the subscription and its admins run the organisation. */
  primaryClinicId: string;
  /** An active admin membership in the primary centre (README: Organisations and centres). */
  organisationAdmin: boolean;
}

export interface SessionStoreOptions {
  /** How long a resolved session is reused in this process (session-cache.ts); 0 turns the cache off. */
  cacheMs?: number;
}

export function createSessionStore(db: Database, options: SessionStoreOptions = {}) {
  const cacheMs = options.cacheMs ?? 0;
  const cache: SessionCache | null = cacheMs > 0 ? createSessionCache(cacheMs) : null;

  // The lookup runs on every authenticated request, so it is a prepared statement (stack notes G9).
  const orgAdmin = alias(memberships, 'organisation_admin');
  const lookup = db
    .select({
      sid: sessions.sid,
      expire: sessions.expire,
      absoluteExpire: sessions.absoluteExpire,
      userId: users.id,
      clinicId: sessions.clinicId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      language: users.language,
      role: memberships.role,
      isEmailVerified: users.isEmailVerified,
      doctorId: memberships.doctorId,
      doctorName: doctors.name,
      doctorRegistrationNumber: doctors.registrationNumber,
      doctorQualification: doctors.qualification,
      subscriptionStatus: subscriptions.status,
      subscriptionEndDate: subscriptions.endDate,
      subscriptionPlanId: subscriptions.planId,
      centreName: clinics.name,
      centreRegistrationNumber: clinics.registrationNumber,
      organisationId: organisations.id,
      primaryClinicId: organisations.primaryClinicId,
      organisationAdmin: sql<boolean>`${orgAdmin.id} is not null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // The session acts for its own clinic, and only while the membership there is active.
    .innerJoin(
      memberships,
      and(
        eq(memberships.userId, sessions.userId),
        eq(memberships.clinicId, sessions.clinicId),
        eq(memberships.active, true),
      ),
    )
    .leftJoin(doctors, and(eq(doctors.clinicId, memberships.clinicId), eq(doctors.id, memberships.doctorId)))
    .innerJoin(clinics, eq(clinics.id, sessions.clinicId))
    .innerJoin(organisations, eq(organisations.id, clinics.organisationId))
    // One subscription covers every centre of the organisation: its primary centre's.
    .leftJoin(subscriptions, eq(subscriptions.clinicId, organisations.primaryClinicId))
    .leftJoin(
      orgAdmin,
      and(
        eq(orgAdmin.userId, sessions.userId),
        eq(orgAdmin.clinicId, organisations.primaryClinicId),
        eq(orgAdmin.role, 'admin'),
        eq(orgAdmin.active, true),
      ),
    )
    .where(
      and(
        eq(sessions.sid, sql.placeholder('sid')),
        gt(sessions.expire, sql.placeholder('now')),
        gt(sessions.absoluteExpire, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_lookup');

  /**
   * Sliding the deadline costs a write, so it happens at most once a minute per session. A cached
   * row takes the new deadline before the write, so concurrent requests do not all write it.
   */
  async function slide(row: SessionUser, now: Date): Promise<void> {
    const slid = Math.min(now.getTime() + SESSION_IDLE_MS, row.absoluteExpire.getTime());
    if (slid - row.expire.getTime() < SLIDE_GRANULARITY_MS) return;
    row.expire = new Date(slid);
    try {
      await db.update(sessions).set({ expire: row.expire, lastSeenAt: now }).where(eq(sessions.sid, row.sid));
    } catch (error) {
      // The cached deadline would then be ahead of the stored one.
      cache?.evictSession(row.sid);
      throw error;
    }
  }

  /*
   * When a session's cached row runs out, all of its requests in flight miss together (50 at a
   * busy counter): they share one lookup instead of each asking the database. Only a lookup begun
   * at the same cache generation is shared (no eviction since, so no revocation it could predate),
   * and its row is checked against each request's own clock.
   */
  const inFlight = new Map<string, { generation: number; row: Promise<SessionUser | undefined> }>();
  async function sharedLookup(sid: string, now: Date, generation: number): Promise<SessionUser | undefined> {
    const shared = cache ? inFlight.get(sid) : undefined;
    if (shared && shared.generation === generation) {
      const row = await shared.row;
      const t = now.getTime();
      if (row && row.expire.getTime() > t && row.absoluteExpire.getTime() > t) return row;
      if (!row) return undefined;
    }
    const row = lookup.execute({ sid, now: now.toISOString() }).then((rows) => rows[0]);
    if (!cache) return row;
    const entry = { generation, row };
    inFlight.set(sid, entry);
    try {
      return await row;
    } finally {
      if (inFlight.get(sid) === entry) inFlight.delete(sid);
    }
  }

  return {
    /** Starts a session and returns the bearer token; only its hash is stored. `handle`: the pool or a transaction. */
    async create(
      handle: Db,
      user: { id: string; clinicId: string },
      now: Date,
      client?: { ip: string; userAgent: string | undefined },
    ): Promise<string> {
      const token = createOpaqueToken();
      await handle.insert(sessions).values({
        sid: hashToken(token),
        sess: { userId: user.id, clinicId: user.clinicId, createdAt: now.toISOString() },
        userId: user.id,
        clinicId: user.clinicId,
        expire: new Date(now.getTime() + SESSION_IDLE_MS),
        absoluteExpire: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
        createdAt: now,
        lastSeenAt: now,
        ip: client?.ip ?? null,
        userAgent: client?.userAgent?.slice(0, 300) ?? null,
      });
      return token;
    },

    /**
     * The live session behind a token, sliding its idle deadline; null when absent or expired.
     * `slide: false` for the browser's periodic check, which is not the user doing anything.
     */
    async resolve(token: string, now: Date, options: { slide?: boolean } = {}): Promise<SessionUser | null> {
      const sid = hashToken(token);
      const slideIt = options.slide ?? true;
      const cached = cache?.get(sid, now);
      if (cached) {
        if (slideIt) await slide(cached, now);
        return cached;
      }
      const generation = cache?.generation() ?? 0;
      const row = await sharedLookup(sid, now, generation);
      if (!row) return null;
      if (slideIt) await slide(row, now);
      cache?.store(row, generation);
      return row;
    },

    /** Why a token no longer resolves: only asked on the way to a 401, so it costs nothing otherwise. */
    async endReason(token: string, now: Date): Promise<SessionEndReason> {
      const [row] = await db
        .select({ endedReason: sessions.endedReason, expire: sessions.expire, absoluteExpire: sessions.absoluteExpire })
        .from(sessions)
        .where(eq(sessions.sid, hashToken(token)));
      if (!row) return 'session_ended';
      if (isSessionEndReason(row.endedReason)) return row.endedReason;
      return row.expire <= now || row.absoluteExpire <= now ? 'session_expired' : 'session_ended';
    },

    /**
     * Ends a user's sessions in one clinic for a reason they will be told: expired now rather
     * than deleted, so the next request finds the reason (purgeExpiredSessions removes them later).
     */
    async endForUserInClinic(tx: Tx, userId: string, clinicId: string, reason: SessionEndReason, now: Date) {
      await tx
        .update(sessions)
        .set({ expire: now, endedReason: reason })
        .where(and(eq(sessions.userId, userId), eq(sessions.clinicId, clinicId), gt(sessions.expire, now)));
      cache?.evictUser(userId);
    },

    async revoke(sid: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.sid, sid));
      // The trigger's notification evicts too, but this server's next request must not wait for it.
      cache?.evictSession(sid);
    },

    /** Ends every session of a user except, optionally, the one making the change. */
    async revokeAllForUser(handle: Db, userId: string, keepSid?: string): Promise<void> {
      const condition = keepSid
        ? and(eq(sessions.userId, userId), ne(sessions.sid, keepSid))
        : eq(sessions.userId, userId);
      await handle.delete(sessions).where(condition);
      // Before commit: a lookup in between may store the old row again, which the trigger's
      // notification at commit (and the write's own onSend eviction) removes.
      cache?.evictUser(userId);
    },

    /** The in-process cache, for the listener that keeps it true; null when caching is off. */
    cache,
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** Deletes sessions past either deadline. */
export async function purgeExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(or(lte(sessions.expire, now), lte(sessions.absoluteExpire, now)));
}
