import { z } from 'zod';
import { calendarDate, DATE_RANGES } from '../validation/calendar-date.ts';

export const DashboardStatsSchema = z.object({
  /** Patients registered today (clinic time zone). */
  todayPatients: z.number(),
  /** Reports saved as drafts, waiting to be finalized. */
  pendingReports: z.number(),
  /** Form F records created this month (clinic time zone). */
  pcpndtForms: z.number(),
  /** Payments received this month to date, exact decimal rupees as text ("12345.50"); null for roles without insights. */
  revenue: z.string().nullable(),
  /** Scans reported per doctor name (drafts included), all time. */
  doctorUsgCount: z.record(z.string(), z.number()),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const PatientListReportQuerySchema = z.object({
  from: calendarDate(DATE_RANGES.query, 'Start date must be a valid date'),
  to: calendarDate(DATE_RANGES.query, 'End date must be a valid date'),
});

export const PatientListReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      id: z.string(),
      patientId: z.string(),
      name: z.string(),
      gender: z.string(),
      phone: z.string(),
      dateOfBirth: z.string(),
      createdAt: z.string(),
      /** Exact decimal rupees as text. */
      totalPaid: z.string(),
      reportTypes: z.array(z.string()),
      doctors: z.array(z.string()),
    }),
  ),
  summary: z.object({ totalPatients: z.number(), totalRevenue: z.string(), totalReports: z.number() }),
});
export type PatientListReport = z.infer<typeof PatientListReportSchema>;
