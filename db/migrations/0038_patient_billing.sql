CREATE TABLE "billing_settings" (
	"clinic_id" uuid PRIMARY KEY NOT NULL,
	"concession_limit_percent" integer DEFAULT 10 NOT NULL,
	"gstin" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_item_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"fee_item_id" uuid NOT NULL,
	"price_paise" bigint NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_item_prices_item_from_unique" UNIQUE("clinic_id","fee_item_id","effective_from"),
	CONSTRAINT "fee_item_prices_price_non_negative" CHECK ("fee_item_prices"."price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fee_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"study_type" text,
	"includes" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_items_clinic_id_id_unique" UNIQUE("clinic_id","id"),
	CONSTRAINT "fee_items_clinic_name_unique" UNIQUE("clinic_id","name")
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"note_number" text NOT NULL,
	"bill_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"refund_paise" bigint DEFAULT 0 NOT NULL,
	"refund_method" text DEFAULT 'cash' NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"credit_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_clinic_id_id_unique" UNIQUE("clinic_id","id"),
	CONSTRAINT "credit_notes_clinic_number_unique" UNIQUE("clinic_id","note_number"),
	CONSTRAINT "credit_notes_money" CHECK ("credit_notes"."amount_paise" > 0 and "credit_notes"."refund_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "day_closings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"counter" text DEFAULT 'main' NOT NULL,
	"closing_date" date NOT NULL,
	"expected" jsonb NOT NULL,
	"counted_cash_paise" bigint NOT NULL,
	"variance_paise" bigint NOT NULL,
	"note" text,
	"closed_by" uuid NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"reopened_by" uuid,
	"reopened_at" timestamp with time zone,
	"reopen_reason" text,
	CONSTRAINT "day_closings_clinic_id_id_unique" UNIQUE("clinic_id","id")
);
--> statement-breakpoint
CREATE TABLE "patient_bill_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"fee_item_id" uuid NOT NULL,
	"study_id" uuid,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_paise" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "patient_bill_lines_amount" CHECK ("patient_bill_lines"."quantity" > 0 and "patient_bill_lines"."amount_paise" = "patient_bill_lines"."quantity" * "patient_bill_lines"."unit_paise")
);
--> statement-breakpoint
CREATE TABLE "patient_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"bill_number" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"referrer_id" uuid,
	"bill_date" date NOT NULL,
	"gross_paise" bigint NOT NULL,
	"concession_paise" bigint DEFAULT 0 NOT NULL,
	"concession_reason" text,
	"concession_status" text DEFAULT 'none' NOT NULL,
	"concession_approved_by" uuid,
	"concession_approved_at" timestamp with time zone,
	"total_paise" bigint NOT NULL,
	"gstin" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_bills_clinic_id_id_unique" UNIQUE("clinic_id","id"),
	CONSTRAINT "patient_bills_clinic_number_unique" UNIQUE("clinic_id","bill_number"),
	CONSTRAINT "patient_bills_money" CHECK ("patient_bills"."concession_paise" >= 0 and "patient_bills"."total_paise" = "patient_bills"."gross_paise" - "patient_bills"."concession_paise" and "patient_bills"."total_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referrers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"name" text NOT NULL,
	"qualification" text,
	"registration_number" text,
	"phone" text,
	"email" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrers_clinic_id_id_unique" UNIQUE("clinic_id","id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bill_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_item_prices" ADD CONSTRAINT "fee_item_prices_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_item_prices" ADD CONSTRAINT "fee_item_prices_clinic_id_fee_item_id_fee_items_clinic_id_id_fk" FOREIGN KEY ("clinic_id","fee_item_id") REFERENCES "public"."fee_items"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_items" ADD CONSTRAINT "fee_items_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_clinic_id_bill_id_patient_bills_clinic_id_id_fk" FOREIGN KEY ("clinic_id","bill_id") REFERENCES "public"."patient_bills"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_closings" ADD CONSTRAINT "day_closings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_bill_lines" ADD CONSTRAINT "patient_bill_lines_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_bill_lines" ADD CONSTRAINT "patient_bill_lines_clinic_id_bill_id_patient_bills_clinic_id_id_fk" FOREIGN KEY ("clinic_id","bill_id") REFERENCES "public"."patient_bills"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_bill_lines" ADD CONSTRAINT "patient_bill_lines_clinic_id_fee_item_id_fee_items_clinic_id_id_fk" FOREIGN KEY ("clinic_id","fee_item_id") REFERENCES "public"."fee_items"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_bill_lines" ADD CONSTRAINT "patient_bill_lines_clinic_id_study_id_studies_clinic_id_id_fk" FOREIGN KEY ("clinic_id","study_id") REFERENCES "public"."studies"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_bills" ADD CONSTRAINT "patient_bills_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_bills" ADD CONSTRAINT "patient_bills_clinic_id_patient_id_patients_clinic_id_id_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."patients"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_bills" ADD CONSTRAINT "patient_bills_clinic_id_referrer_id_referrers_clinic_id_id_fk" FOREIGN KEY ("clinic_id","referrer_id") REFERENCES "public"."referrers"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrers" ADD CONSTRAINT "referrers_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_clinic_bill_idx" ON "credit_notes" USING btree ("clinic_id","bill_id");--> statement-breakpoint
CREATE INDEX "credit_notes_clinic_date_idx" ON "credit_notes" USING btree ("clinic_id","credit_date");--> statement-breakpoint
CREATE UNIQUE INDEX "day_closings_in_force_unique" ON "day_closings" USING btree ("clinic_id","counter","closing_date") WHERE "day_closings"."reopened_at" is null;--> statement-breakpoint
CREATE INDEX "patient_bill_lines_bill_idx" ON "patient_bill_lines" USING btree ("clinic_id","bill_id");--> statement-breakpoint
CREATE INDEX "patient_bills_clinic_date_idx" ON "patient_bills" USING btree ("clinic_id","bill_date");--> statement-breakpoint
CREATE INDEX "patient_bills_clinic_patient_idx" ON "patient_bills" USING btree ("clinic_id","patient_id");--> statement-breakpoint
CREATE INDEX "patient_bills_clinic_referrer_idx" ON "patient_bills" USING btree ("clinic_id","referrer_id","bill_date");--> statement-breakpoint
CREATE INDEX "referrers_clinic_name_idx" ON "referrers" USING btree ("clinic_id","name");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_clinic_id_bill_id_patient_bills_clinic_id_id_fk" FOREIGN KEY ("clinic_id","bill_id") REFERENCES "public"."patient_bills"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_clinic_bill_idx" ON "payments" USING btree ("clinic_id","bill_id");