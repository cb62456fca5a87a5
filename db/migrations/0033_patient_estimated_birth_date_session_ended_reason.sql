-- Patients registered before this typed a date of birth, so false is what each of them is.
ALTER TABLE "patients" ADD COLUMN "date_of_birth_estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ended_reason" text;