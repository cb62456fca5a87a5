-- HAND-WRITTEN (issue 29 §3): register_serial is added nullable, existing forms are numbered per
-- clinic in register order (procedure day, scan time, form id), the 'register' counter is set to
-- each clinic's last serial, and only then is the column made NOT NULL.
ALTER TABLE "pcpndt_forms" ADD COLUMN "register_serial" integer;--> statement-breakpoint
UPDATE "pcpndt_forms" f SET "register_serial" = n.serial FROM (
  SELECT pf.id, row_number() OVER (
    PARTITION BY pf.clinic_id
    ORDER BY coalesce(pf.procedure_date, (pf.exam_date_time AT TIME ZONE c.time_zone)::date), pf.exam_date_time, pf.form_id
  ) AS serial
  FROM "pcpndt_forms" pf JOIN "clinics" c ON c.id = pf.clinic_id
) n WHERE n.id = f.id;--> statement-breakpoint
INSERT INTO "clinic_counters" ("clinic_id", "name", "value")
  SELECT "clinic_id", 'register', max("register_serial") FROM "pcpndt_forms" GROUP BY "clinic_id"
  ON CONFLICT ("clinic_id", "name") DO UPDATE SET "value" = excluded."value";--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ALTER COLUMN "register_serial" SET NOT NULL;--> statement-breakpoint
-- END HAND-WRITTEN
ALTER TABLE "pcpndt_forms" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD COLUMN "voided_by" uuid;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD CONSTRAINT "pcpndt_forms_clinic_register_serial_unique" UNIQUE("clinic_id","register_serial");--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD CONSTRAINT "pcpndt_forms_void_reason" CHECK (("pcpndt_forms"."voided_at" IS NULL) = ("pcpndt_forms"."void_reason" IS NULL) AND ("pcpndt_forms"."voided_at" IS NULL OR "pcpndt_forms"."submitted_at" IS NULL));
