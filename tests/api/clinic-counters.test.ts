import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CounterName, nextHumanId } from '../../db/clinic-counters.ts';
import { clinicIdOf, signUpClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One id taken in a transaction of its own (the counter takes a transaction: it locks its row). */
const takeId = (clinicId: string, name: CounterName) =>
  t.handle.db.transaction((tx) => nextHumanId(tx, clinicId, name));

describe('per-clinic human ids', () => {
  it('gives 50 concurrent callers 50 distinct, gap-free ids', async () => {
    const clinicId = await clinicIdOf(t.app, (await signUpClinic(t.app)).token);
    const ids = await Promise.all(
      Array.from({ length: 50 }, () => t.handle.db.transaction((tx) => nextHumanId(tx, clinicId, 'patient'))),
    );
    expect(new Set(ids).size).toBe(50);
    expect([...ids].sort()).toEqual(Array.from({ length: 50 }, (_, i) => `P-${String(i + 1).padStart(6, '0')}`));
  });

  it('keeps each clinic and each series separate', async () => {
    const a = await clinicIdOf(t.app, (await signUpClinic(t.app)).token);
    const b = await clinicIdOf(t.app, (await signUpClinic(t.app)).token);
    expect(await takeId(a, 'report')).toBe('R-000001');
    expect(await takeId(a, 'report')).toBe('R-000002');
    expect(await takeId(b, 'report')).toBe('R-000001');
    expect(await takeId(a, 'payment')).toBe('PAY-000001');
  });

  it('returns the number when the transaction that took it rolls back', async () => {
    const clinicId = await clinicIdOf(t.app, (await signUpClinic(t.app)).token);
    await expect(
      t.handle.db.transaction(async (tx) => {
        await nextHumanId(tx, clinicId, 'form');
        throw new Error('insert failed');
      }),
    ).rejects.toThrow('insert failed');
    expect(await takeId(clinicId, 'form')).toBe('F-000001');
  });
});
