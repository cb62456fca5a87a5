CREATE TABLE "pcpndt_machines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"serial_number" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcpndt_machines_clinic_id_id_unique" UNIQUE("clinic_id","id"),
	CONSTRAINT "pcpndt_machines_clinic_serial_unique" UNIQUE("clinic_id","serial_number")
);
--> statement-breakpoint
CREATE TABLE "pcpndt_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"certificate_number" text NOT NULL,
	"authority" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"scan_file_name" text,
	"scan_content_type" text,
	"scan_byte_size" integer,
	"scan_content" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcpndt_registrations_clinic_unique" UNIQUE("clinic_id"),
	CONSTRAINT "pcpndt_registrations_valid_range" CHECK ("pcpndt_registrations"."valid_to" > "pcpndt_registrations"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "pcpndt_sonologists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcpndt_sonologists_clinic_doctor_unique" UNIQUE("clinic_id","doctor_id")
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "machine_id" uuid;--> statement-breakpoint
ALTER TABLE "pcpndt_machines" ADD CONSTRAINT "pcpndt_machines_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcpndt_registrations" ADD CONSTRAINT "pcpndt_registrations_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcpndt_sonologists" ADD CONSTRAINT "pcpndt_sonologists_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcpndt_sonologists" ADD CONSTRAINT "pcpndt_sonologists_clinic_id_doctor_id_doctors_clinic_id_id_fk" FOREIGN KEY ("clinic_id","doctor_id") REFERENCES "public"."doctors"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_clinic_id_machine_id_pcpndt_machines_clinic_id_id_fk" FOREIGN KEY ("clinic_id","machine_id") REFERENCES "public"."pcpndt_machines"("clinic_id","id") ON DELETE no action ON UPDATE no action;