ALTER TABLE "pcpndt_forms" ADD COLUMN "referring_doctor_address" text;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "form_g_doctor_id" uuid;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "form_g_doctor_name" text;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "form_g_doctor_registration_number" text;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD CONSTRAINT "pcpndt_forms_clinic_id_form_g_doctor_id_doctors_clinic_id_id_fk" FOREIGN KEY ("clinic_id","form_g_doctor_id") REFERENCES "public"."doctors"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Issue 29 §3: item 16, the referrer's address and the referral evidence are now required. A
-- draft that lacks them is no longer complete; a submitted record keeps the rule it was filed under.
UPDATE "pcpndt_forms" f SET "is_compliant" = false
WHERE f."is_compliant" AND f."submitted_at" IS NULL AND (
  coalesce(trim(f."mtp_indication"), '') = ''
  OR (NOT f."is_selfreferred" AND coalesce(trim(f."referring_doctor_address"), '') = '')
  OR NOT EXISTS (
    SELECT 1 FROM "pcpndt_form_attachments" a
    WHERE a."clinic_id" = f."clinic_id" AND a."form_id" = f."id"
      AND a."kind" = CASE WHEN f."is_selfreferred" THEN 'referral_note' ELSE 'referral_slip' END
  )
);
