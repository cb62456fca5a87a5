import { sql } from 'drizzle-orm';
import { PLANS } from '../../core/plans/catalogue.ts';
import type { Database } from '../client.ts';
import { subscriptionPlans } from '../schema/subscriptions.ts';

/** Upserts the four plans of the catalogue, so a price change in core reaches the database. */
export async function seedPlans(db: Database): Promise<void> {
  for (const plan of PLANS) {
    const row = {
      id: plan.id,
      name: plan.name,
      description: plan.description,
      price: plan.priceRupees.toFixed(2),
      features: plan.features,
      maxUsers: plan.maxUsers,
      maxPatients: plan.maxPatientsPerMonth,
      maxReports: plan.maxReportsPerMonth,
      storageLimit: plan.storageLimitMb,
      sortOrder: plan.sortOrder,
    };
    await db
      .insert(subscriptionPlans)
      .values(row)
      .onConflictDoUpdate({ target: subscriptionPlans.id, set: { ...row, updatedAt: sql`now()` } });
  }
}
