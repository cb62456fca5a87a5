import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CLOCKS } from '../../core/format/dates.ts';
import { DIGIT_SYSTEMS } from '../../core/format/digits.ts';
import { PAPER_LOCALES } from '../../core/i18n/locales.ts';
import { primaryId, timestamps } from './columns.ts';
import { organisations } from './organisations.ts';

/** The tenant root: every other tenant row carries a clinic_id pointing here. */
export const clinics = pgTable(
  'clinics',
  {
    id: primaryId(),
    /** The organisation this clinic is a centre of; a clinic on its own is its organisation's only centre. */
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    name: text('name').notNull(),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    licenseNumber: text('license_number'),
    registrationNumber: text('registration_number'),
    logoUrl: text('logo_url'),
    doctorName: text('doctor_name'),
    doctorQualification: text('doctor_qualification'),
    technicianName: text('technician_name'),
    technicianQualification: text('technician_qualification'),
    subscriptionPlan: text('subscription_plan').notNull().default('trial'),
    subscriptionStatus: text('subscription_status').notNull().default('trial'),
    subscriptionStartDate: timestamp('subscription_start_date', { withTimezone: true }),
    subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
    razorpayCustomerId: text('razorpay_customer_id'),
    razorpaySubscriptionId: text('razorpay_subscription_id'),
    monthlyReportsLimit: integer('monthly_reports_limit').notNull().default(10),
    monthlyReportsUsed: integer('monthly_reports_used').notNull().default(0),
    maxUsers: integer('max_users').notNull().default(1),
    /** "Today" and "this month" are computed in this zone (DESIGN §5). */
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    /** How every time is shown (issue 34): '12h' with am/pm, or '24h'. Checked by the API's enum. */
    clock: text('clock', { enum: CLOCKS }).notNull().default('12h'),
    /**
     * The digits Hindi screens write numbers in (issue 34): 'latin' (0123) or 'devanagari' (०१२३).
     * English screens and printed papers always use Latin. Checked by the API's enum.
     */
    digits: text('digits', { enum: DIGIT_SYSTEMS }).notNull().default('latin'),
    /**
     * The language a new patient's papers (receipt, bill, Form F declaration, messages) take when
     * registration does not name one (issue 34); her own choice on the patient wins.
     */
    paperLanguage: text('paper_language', { enum: PAPER_LOCALES }).notNull().default('en'),
    /** Admins and doctors must sign in with a TOTP code (and enrol at their next sign-in). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('clinics_organisation_idx').on(t.organisationId)],
);
