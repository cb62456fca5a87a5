CREATE TABLE "pcpndt_form_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "pcpndt_form_edits_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clinic_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text,
	"edited_by" uuid NOT NULL,
	"edited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ALTER COLUMN "number_of_children" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ALTER COLUMN "number_of_children" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ALTER COLUMN "examination_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ALTER COLUMN "examination_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ALTER COLUMN "doctor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "is_pregnant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "living_sons" jsonb;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "living_daughters" jsonb;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "other_procedure" text;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "section_b_place" text;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "section_b_date" date;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "section_c" jsonb;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "patient_signature_mode" text;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "witness_name" text;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "witness_age" integer;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "witness_sex" text;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "witness_relationship" text;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "witness_address" text;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "doctor_declaration_date" date;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "doctor_registration_number" text;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "clinic_name" text;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "clinic_address" text;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "clinic_registration_number" text;--> statement-breakpoint
ALTER TABLE "pcpndt_form_edits" ADD CONSTRAINT "pcpndt_form_edits_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcpndt_form_edits" ADD CONSTRAINT "pcpndt_form_edits_clinic_id_form_id_pcpndt_forms_clinic_id_id_fk" FOREIGN KEY ("clinic_id","form_id") REFERENCES "public"."pcpndt_forms"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pcpndt_form_edits_form_idx" ON "pcpndt_form_edits" USING btree ("clinic_id","form_id","edited_at");--> statement-breakpoint
CREATE INDEX "pcpndt_forms_clinic_study_idx" ON "pcpndt_forms" USING btree ("clinic_id","study_id");--> statement-breakpoint
-- hand-written below
-- Forms made before snapshots existed printed the clinic and the doctor live; what prints today
-- is what their paper copies carry, so that is the snapshot they keep from now on.
UPDATE "pcpndt_forms" f SET
  "clinic_name" = c."name",
  "clinic_address" = c."address",
  "clinic_registration_number" = c."registration_number",
  "doctor_registration_number" = coalesce(r."doctor_registration_number", d."registration_number")
FROM "clinics" c, "pcpndt_forms" f2
  LEFT JOIN "reports" r ON r."clinic_id" = f2."clinic_id" AND r."id" = f2."report_id"
  LEFT JOIN "doctors" d ON d."clinic_id" = f2."clinic_id" AND d."id" = f2."doctor_id"
WHERE c."id" = f."clinic_id" AND f2."id" = f."id";
