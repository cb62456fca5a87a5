CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"clinic_id" uuid,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"outcome" text NOT NULL,
	"subject" text,
	"ip" text,
	"user_agent" text,
	"request_id" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"phone" text,
	"email" text,
	"license_number" text,
	"registration_number" text,
	"logo_url" text,
	"doctor_name" text,
	"doctor_qualification" text,
	"technician_name" text,
	"technician_qualification" text,
	"subscription_plan" text DEFAULT 'trial' NOT NULL,
	"subscription_status" text DEFAULT 'trial' NOT NULL,
	"subscription_start_date" timestamp with time zone,
	"subscription_end_date" timestamp with time zone,
	"razorpay_customer_id" text,
	"razorpay_subscription_id" text,
	"monthly_reports_limit" integer DEFAULT 10 NOT NULL,
	"monthly_reports_used" integer DEFAULT 0 NOT NULL,
	"max_users" integer DEFAULT 1 NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinic_counters" (
	"clinic_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "clinic_counters_clinic_id_name_pk" PRIMARY KEY("clinic_id","name")
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"name" text NOT NULL,
	"registration_number" text NOT NULL,
	"qualification" text,
	"specialization" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctors_clinic_id_id_unique" UNIQUE("clinic_id","id")
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"patient_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"address" text,
	"emergency_contact" text,
	"emergency_phone" text,
	"spouse_name" text,
	"aadhaar_number" text,
	"number_of_children" integer,
	"male_children" integer DEFAULT 0 NOT NULL,
	"female_children" integer DEFAULT 0 NOT NULL,
	"referring_doctor_name" text,
	"consent_given_at" timestamp with time zone,
	"consent_recorded_by" uuid,
	"search" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || patient_id || ' ' || phone)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_clinic_id_id_unique" UNIQUE("clinic_id","id"),
	CONSTRAINT "patients_clinic_patient_id_unique" UNIQUE("clinic_id","patient_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"payment_id" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"report_id" uuid,
	"amount" numeric(10, 2) NOT NULL,
	"payment_method" text NOT NULL,
	"payment_date" date NOT NULL,
	"notes" text,
	"received_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_clinic_payment_id_unique" UNIQUE("clinic_id","payment_id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "pcpndt_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"form_id" text NOT NULL,
	"study_id" uuid,
	"patient_id" uuid NOT NULL,
	"form_type" text,
	"patient_name" varchar(100),
	"patient_age" integer,
	"spouse_name" text,
	"patient_address" text,
	"number_of_children" integer DEFAULT 0 NOT NULL,
	"children_details" text,
	"referring_doctor" text,
	"referring_doctor_reg_no" text,
	"is_selfreferred" boolean DEFAULT true NOT NULL,
	"medical_indication" text NOT NULL,
	"other_indication" text,
	"lmp" date,
	"gestational_age" text,
	"obstetric_history" text,
	"past_illness" text,
	"family_history" text,
	"examination_type" text DEFAULT 'abdominal' NOT NULL,
	"exam_date_time" timestamp with time zone NOT NULL,
	"indication" text,
	"findings" text,
	"fetal_sex" text,
	"invasive_test_advised" boolean DEFAULT false NOT NULL,
	"invasive_test_reason" text,
	"patient_declaration_signed" boolean DEFAULT false NOT NULL,
	"doctor_declaration_signed" boolean DEFAULT false NOT NULL,
	"is_compliant" boolean DEFAULT true NOT NULL,
	"submitted_at" timestamp with time zone,
	"doctor_id" uuid NOT NULL,
	"doctor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcpndt_forms_clinic_id_id_unique" UNIQUE("clinic_id","id"),
	CONSTRAINT "pcpndt_forms_clinic_form_id_unique" UNIQUE("clinic_id","form_id"),
	CONSTRAINT "pcpndt_forms_no_fetal_sex" CHECK ("pcpndt_forms"."fetal_sex" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"report_id" text NOT NULL,
	"study_id" uuid,
	"patient_id" uuid NOT NULL,
	"report_type" text NOT NULL,
	"findings" text,
	"section_values" jsonb,
	"measurements" jsonb,
	"impression" text,
	"recommendations" text,
	"clinical_details" text,
	"technique" text,
	"medical_indication" text,
	"last_menstrual_period" date,
	"expected_delivery_date" date,
	"pregnancy_weeks" integer,
	"pregnancy_days" integer,
	"fetal_presentation" text,
	"fetal_heart_rate" text,
	"fetal_movements" boolean,
	"placenta_location" text,
	"amniotic_fluid" text,
	"cervix_length" text,
	"biparietal_diameter" numeric(6, 2),
	"abdominal_circumference" numeric(6, 2),
	"femur_length" numeric(6, 2),
	"estimated_fetal_weight" text,
	"gestational_age" text,
	"multiple_pregnancy" boolean DEFAULT false NOT NULL,
	"sex_determination" text,
	"additional_technical_details" text,
	"status" text DEFAULT 'finalized' NOT NULL,
	"doctor_id" uuid,
	"doctor_name" text,
	"doctor_registration_number" text,
	"reviewed_at" timestamp with time zone,
	"finalized_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_clinic_id_id_unique" UNIQUE("clinic_id","id"),
	CONSTRAINT "reports_clinic_report_id_unique" UNIQUE("clinic_id","report_id"),
	CONSTRAINT "reports_no_fetal_sex" CHECK ("reports"."sex_determination" IS NULL OR "reports"."sex_determination" = 'not_determined')
);
--> statement-breakpoint
CREATE TABLE "studies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"study_id" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"study_type" text NOT NULL,
	"scheduled_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"technician" text,
	"doctor" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studies_clinic_id_id_unique" UNIQUE("clinic_id","id"),
	CONSTRAINT "studies_clinic_study_id_unique" UNIQUE("clinic_id","study_id")
);
--> statement-breakpoint
CREATE TABLE "billing_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"subscription_id" uuid,
	"transaction_id" text NOT NULL,
	"plan_id" text,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"type" text DEFAULT 'subscription' NOT NULL,
	"payment_method" text,
	"payment_date" timestamp with time zone,
	"razorpay_payment_id" text,
	"razorpay_order_id" text,
	"razorpay_signature" text,
	"billing_period_start" timestamp with time zone,
	"billing_period_end" timestamp with time zone,
	"description" text,
	"invoice_number" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_transactions_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "billing_transactions_clinic_transaction_unique" UNIQUE("clinic_id","transaction_id"),
	CONSTRAINT "billing_transactions_order_unique" UNIQUE("razorpay_order_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"billing_cycle" text DEFAULT 'monthly' NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_users" integer DEFAULT 1,
	"max_patients" integer DEFAULT 100,
	"max_reports" integer DEFAULT 50,
	"storage_limit" integer DEFAULT 1024 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"next_billing_date" timestamp with time zone,
	"trial_end_date" timestamp with time zone,
	"amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"billing_cycle" text DEFAULT 'monthly' NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"usage_patients" integer DEFAULT 0 NOT NULL,
	"usage_reports" integer DEFAULT 0 NOT NULL,
	"usage_storage" integer DEFAULT 0 NOT NULL,
	"razorpay_subscription_id" text,
	"razorpay_customer_id" text,
	"razorpay_plan_id" text,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_clinic_id_id_unique" UNIQUE("clinic_id","id"),
	CONSTRAINT "subscriptions_clinic_unique" UNIQUE("clinic_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"absolute_expire" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"email" text NOT NULL,
	"password" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"profile_image_url" text,
	"role" text DEFAULT 'admin' NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"auth_provider" text DEFAULT 'email' NOT NULL,
	"reset_password_token" text,
	"reset_password_expires" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_counters" ADD CONSTRAINT "clinic_counters_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_clinic_id_patient_id_patients_clinic_id_id_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."patients"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_clinic_id_report_id_reports_clinic_id_id_fk" FOREIGN KEY ("clinic_id","report_id") REFERENCES "public"."reports"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD CONSTRAINT "pcpndt_forms_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD CONSTRAINT "pcpndt_forms_clinic_id_patient_id_patients_clinic_id_id_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."patients"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD CONSTRAINT "pcpndt_forms_clinic_id_study_id_studies_clinic_id_id_fk" FOREIGN KEY ("clinic_id","study_id") REFERENCES "public"."studies"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcpndt_forms" ADD CONSTRAINT "pcpndt_forms_clinic_id_doctor_id_doctors_clinic_id_id_fk" FOREIGN KEY ("clinic_id","doctor_id") REFERENCES "public"."doctors"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_clinic_id_patient_id_patients_clinic_id_id_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."patients"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_clinic_id_study_id_studies_clinic_id_id_fk" FOREIGN KEY ("clinic_id","study_id") REFERENCES "public"."studies"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_clinic_id_doctor_id_doctors_clinic_id_id_fk" FOREIGN KEY ("clinic_id","doctor_id") REFERENCES "public"."doctors"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_clinic_id_patient_id_patients_clinic_id_id_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."patients"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_clinic_at_idx" ON "audit_events" USING btree ("clinic_id","at");--> statement-breakpoint
CREATE INDEX "audit_subject_action_at_idx" ON "audit_events" USING btree ("subject","action","at");--> statement-breakpoint
CREATE INDEX "doctors_clinic_name_idx" ON "doctors" USING btree ("clinic_id","name");--> statement-breakpoint
CREATE INDEX "patients_clinic_created_idx" ON "patients" USING btree ("clinic_id","created_at");--> statement-breakpoint
CREATE INDEX "patients_search_trgm_idx" ON "patients" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_clinic_date_idx" ON "payments" USING btree ("clinic_id","payment_date");--> statement-breakpoint
CREATE INDEX "pcpndt_forms_clinic_created_idx" ON "pcpndt_forms" USING btree ("clinic_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_clinic_created_idx" ON "reports" USING btree ("clinic_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_clinic_patient_idx" ON "reports" USING btree ("clinic_id","patient_id");--> statement-breakpoint
CREATE INDEX "studies_clinic_scheduled_idx" ON "studies" USING btree ("clinic_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "billing_transactions_clinic_created_idx" ON "billing_transactions" USING btree ("clinic_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_clinic_idx" ON "users" USING btree ("clinic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_reset_token_unique" ON "users" USING btree ("reset_password_token");