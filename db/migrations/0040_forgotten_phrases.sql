CREATE TABLE "forgotten_phrases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"section" text NOT NULL,
	"phrase_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forgotten_phrases_once" UNIQUE("clinic_id","doctor_id","template_id","section","phrase_hash")
);
--> statement-breakpoint
ALTER TABLE "forgotten_phrases" ADD CONSTRAINT "forgotten_phrases_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forgotten_phrases" ADD CONSTRAINT "forgotten_phrases_clinic_id_doctor_id_doctors_clinic_id_id_fk" FOREIGN KEY ("clinic_id","doctor_id") REFERENCES "public"."doctors"("clinic_id","id") ON DELETE no action ON UPDATE no action;