CREATE TABLE "advance_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"applied_by" uuid NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "advance_applications_amount_positive" CHECK ("advance_applications"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "billing_day_bills" (
	"clinic_id" uuid NOT NULL,
	"day" date NOT NULL,
	"referrer_key" text NOT NULL,
	"bills" integer DEFAULT 0 NOT NULL,
	"total_paise" bigint DEFAULT 0 NOT NULL,
	"concessions" integer DEFAULT 0 NOT NULL,
	"concession_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "billing_day_bills_clinic_id_day_referrer_key_pk" PRIMARY KEY("clinic_id","day","referrer_key")
);
--> statement-breakpoint
CREATE TABLE "billing_day_items" (
	"clinic_id" uuid NOT NULL,
	"day" date NOT NULL,
	"fee_item_id" uuid NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "billing_day_items_clinic_id_day_fee_item_id_pk" PRIMARY KEY("clinic_id","day","fee_item_id")
);
--> statement-breakpoint
CREATE TABLE "billing_day_totals" (
	"clinic_id" uuid NOT NULL,
	"day" date NOT NULL,
	"counter" text NOT NULL,
	"mode" text NOT NULL,
	"taker" text NOT NULL,
	"received_paise" bigint DEFAULT 0 NOT NULL,
	"refunded_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "billing_day_totals_clinic_id_day_counter_mode_taker_pk" PRIMARY KEY("clinic_id","day","counter","mode","taker")
);
--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "counters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "counter" text DEFAULT 'main' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "patient_bills" ADD COLUMN "paid_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_bills" ADD COLUMN "advance_applied_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_bills" ADD COLUMN "credited_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_bills" ADD COLUMN "pending_credit_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_bills" ADD COLUMN "refunded_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_bills" ADD COLUMN "balance_paise" bigint GENERATED ALWAYS AS (total_paise - credited_paise - paid_paise + refunded_paise) STORED;--> statement-breakpoint
ALTER TABLE "patient_bills" ADD COLUMN "concession_refusal_reason" text;--> statement-breakpoint
ALTER TABLE "patient_bills" ADD COLUMN "concession_refused_paise" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "counter" text DEFAULT 'main' NOT NULL;--> statement-breakpoint
ALTER TABLE "advance_applications" ADD CONSTRAINT "advance_applications_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_applications" ADD CONSTRAINT "advance_applications_clinic_id_patient_id_patients_clinic_id_id_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."patients"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_applications" ADD CONSTRAINT "advance_applications_clinic_id_bill_id_patient_bills_clinic_id_id_fk" FOREIGN KEY ("clinic_id","bill_id") REFERENCES "public"."patient_bills"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_day_bills" ADD CONSTRAINT "billing_day_bills_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_day_items" ADD CONSTRAINT "billing_day_items_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_day_totals" ADD CONSTRAINT "billing_day_totals_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advance_applications_clinic_patient_idx" ON "advance_applications" USING btree ("clinic_id","patient_id");--> statement-breakpoint
CREATE INDEX "advance_applications_clinic_bill_idx" ON "advance_applications" USING btree ("clinic_id","bill_id");--> statement-breakpoint
CREATE INDEX "patient_bill_lines_study_idx" ON "patient_bill_lines" USING btree ("clinic_id","study_id") WHERE "patient_bill_lines"."study_id" is not null;--> statement-breakpoint
CREATE INDEX "patient_bills_clinic_concession_idx" ON "patient_bills" USING btree ("clinic_id","bill_date","bill_number") WHERE "patient_bills"."concession_paise" > 0;--> statement-breakpoint
CREATE INDEX "patient_bills_clinic_due_idx" ON "patient_bills" USING btree ("clinic_id","bill_date","balance_paise") WHERE "patient_bills"."balance_paise" > 0;--> statement-breakpoint
-- Pre-summed billing money (decision 027). Triggers keep each bill's paid / credited / refunded
-- totals and the per-day takings in the transaction that writes the payment, credit note or
-- advance application, so they can never disagree with the rows they sum.
CREATE OR REPLACE FUNCTION "billing_day_add"(c uuid, d date, ctr text, m text, who text, received bigint, refunded bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d IS NULL OR (received = 0 AND refunded = 0) THEN RETURN; END IF;
  INSERT INTO billing_day_totals AS t (clinic_id, day, counter, mode, taker, received_paise, refunded_paise)
  VALUES (c, d, ctr, m, who, received, refunded)
  ON CONFLICT (clinic_id, day, counter, mode, taker) DO UPDATE
    SET received_paise = t.received_paise + excluded.received_paise,
        refunded_paise = t.refunded_paise + excluded.refunded_paise;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payments_billing_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.bill_id IS NOT NULL THEN
      UPDATE patient_bills SET paid_paise = paid_paise - (OLD.amount * 100)::bigint
      WHERE clinic_id = OLD.clinic_id AND id = OLD.bill_id;
    END IF;
    PERFORM billing_day_add(OLD.clinic_id, OLD.payment_date, OLD.counter, OLD.payment_method,
      coalesce(OLD.received_by, ''), -(OLD.amount * 100)::bigint, 0);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    IF NEW.bill_id IS NOT NULL THEN
      UPDATE patient_bills SET paid_paise = paid_paise + (NEW.amount * 100)::bigint
      WHERE clinic_id = NEW.clinic_id AND id = NEW.bill_id;
    END IF;
    PERFORM billing_day_add(NEW.clinic_id, NEW.payment_date, NEW.counter, NEW.payment_method,
      coalesce(NEW.received_by, ''), (NEW.amount * 100)::bigint, 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_billing_totals" AFTER INSERT OR DELETE OR UPDATE OF clinic_id, bill_id, amount, payment_method, payment_date, counter, received_by ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_billing_totals"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "credit_notes_billing_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE patient_bills SET
      credited_paise = credited_paise - CASE WHEN OLD.status = 'approved' THEN OLD.amount_paise ELSE 0 END,
      pending_credit_paise = pending_credit_paise - CASE WHEN OLD.status = 'pending' THEN OLD.amount_paise ELSE 0 END,
      refunded_paise = refunded_paise - OLD.refund_paise
    WHERE clinic_id = OLD.clinic_id AND id = OLD.bill_id;
    PERFORM billing_day_add(OLD.clinic_id, OLD.credit_date, OLD.counter, OLD.refund_method, '', 0, -OLD.refund_paise);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE patient_bills SET
      credited_paise = credited_paise + CASE WHEN NEW.status = 'approved' THEN NEW.amount_paise ELSE 0 END,
      pending_credit_paise = pending_credit_paise + CASE WHEN NEW.status = 'pending' THEN NEW.amount_paise ELSE 0 END,
      refunded_paise = refunded_paise + NEW.refund_paise
    WHERE clinic_id = NEW.clinic_id AND id = NEW.bill_id;
    PERFORM billing_day_add(NEW.clinic_id, NEW.credit_date, NEW.counter, NEW.refund_method, '', 0, NEW.refund_paise);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "credit_notes_billing_totals" AFTER INSERT OR DELETE OR UPDATE OF clinic_id, bill_id, amount_paise, refund_paise, refund_method, status, credit_date, counter ON "credit_notes"
  FOR EACH ROW EXECUTE FUNCTION "credit_notes_billing_totals"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "advance_applications_billing_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE patient_bills SET paid_paise = paid_paise - OLD.amount_paise, advance_applied_paise = advance_applied_paise - OLD.amount_paise
    WHERE clinic_id = OLD.clinic_id AND id = OLD.bill_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE patient_bills SET paid_paise = paid_paise + NEW.amount_paise, advance_applied_paise = advance_applied_paise + NEW.amount_paise
    WHERE clinic_id = NEW.clinic_id AND id = NEW.bill_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "advance_applications_billing_totals" AFTER INSERT OR DELETE OR UPDATE ON "advance_applications"
  FOR EACH ROW EXECUTE FUNCTION "advance_applications_billing_totals"();--> statement-breakpoint
UPDATE patient_bills b SET
  paid_paise = coalesce((SELECT sum((p.amount * 100)::bigint) FROM payments p WHERE p.clinic_id = b.clinic_id AND p.bill_id = b.id), 0),
  credited_paise = coalesce((SELECT sum(n.amount_paise) FROM credit_notes n WHERE n.clinic_id = b.clinic_id AND n.bill_id = b.id AND n.status = 'approved'), 0),
  pending_credit_paise = coalesce((SELECT sum(n.amount_paise) FROM credit_notes n WHERE n.clinic_id = b.clinic_id AND n.bill_id = b.id AND n.status = 'pending'), 0),
  refunded_paise = coalesce((SELECT sum(n.refund_paise) FROM credit_notes n WHERE n.clinic_id = b.clinic_id AND n.bill_id = b.id), 0);--> statement-breakpoint
INSERT INTO billing_day_totals (clinic_id, day, counter, mode, taker, received_paise, refunded_paise)
SELECT clinic_id, day, counter, mode, taker, sum(received), sum(refunded) FROM (
  SELECT clinic_id, payment_date AS day, counter, payment_method AS mode, coalesce(received_by, '') AS taker,
    (amount * 100)::bigint AS received, 0::bigint AS refunded FROM payments
  UNION ALL
  SELECT clinic_id, credit_date, counter, refund_method, '', 0, refund_paise FROM credit_notes
    WHERE credit_date IS NOT NULL AND refund_paise > 0
) x GROUP BY clinic_id, day, counter, mode, taker;
--> statement-breakpoint
-- Bills and their lines per day are summed by the bill's own transaction (server/modules/
-- patient-bills/bill-day-totals.ts); the bills already made are summed here once.
INSERT INTO billing_day_bills (clinic_id, day, referrer_key, bills, total_paise, concessions, concession_paise)
SELECT clinic_id, bill_date, coalesce(referrer_id::text, ''), count(*), sum(total_paise),
  count(*) FILTER (WHERE concession_paise > 0), sum(concession_paise)
FROM patient_bills GROUP BY clinic_id, bill_date, coalesce(referrer_id::text, '');--> statement-breakpoint
INSERT INTO billing_day_items (clinic_id, day, fee_item_id, quantity, amount_paise)
SELECT b.clinic_id, b.bill_date, l.fee_item_id, sum(l.quantity), sum(l.amount_paise)
FROM patient_bill_lines l JOIN patient_bills b ON b.clinic_id = l.clinic_id AND b.id = l.bill_id
GROUP BY b.clinic_id, b.bill_date, l.fee_item_id;
