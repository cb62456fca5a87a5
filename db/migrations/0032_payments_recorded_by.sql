ALTER TABLE "payments" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
-- Who recorded the payments made before this column: the actor of their audited creation.
UPDATE "payments" p SET "recorded_by" = a."actor_user_id"
  FROM "audit_events" a
  WHERE a."clinic_id" = p."clinic_id" AND a."action" = 'payment.create' AND a."entity_type" = 'payment'
    AND a."entity_id" = p."id"::text;--> statement-breakpoint
CREATE INDEX "payments_clinic_recorded_by_idx" ON "payments" USING btree ("clinic_id","recorded_by","payment_date");
