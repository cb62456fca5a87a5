import { z } from 'zod';
import { ANALYTICS_GRAINS } from './analytics-range.ts';

// Analytics looks at records the portal could hold: nothing before 2000 or after 2100.
const analyticsDay = (label: string) =>
  z.iso
    .date({ error: `${label} must be a valid date` })
    .refine((day) => day >= '2000-01-01' && day <= '2100-12-31', { error: `${label} must be a valid date` });

export const AnalyticsQuerySchema = z.object({
  from: analyticsDay('Start date'),
  to: analyticsDay('End date'),
  granularity: z.enum(ANALYTICS_GRAINS, { error: 'Granularity must be day, week or month' }).default('day'),
  /**
   * Organisation admins only (issue 18): one centre of the organisation by id, or 'all' for the
   * total of every centre. Absent: the session's current centre.
   */
  centre: z.union([z.literal('all'), z.uuid()], { error: 'Centre must be a centre id or all' }).optional(),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

/** Exact decimal rupees as text ("1234.50"): sums are made in numeric and integer paise. */
const rupees = z.string();
const counts = z.record(z.string(), z.number());

const VolumeFigures = z.object({
  patients: z.number(),
  studiesScheduled: z.number(),
  studiesCompleted: z.number(),
  studiesCancelled: z.number(),
  reportsFinalized: z.number(),
});

export const AnalyticsSchema = z.object({
  range: z.object({
    from: z.string(),
    to: z.string(),
    granularity: z.enum(ANALYTICS_GRAINS),
    timeZone: z.string(),
    /** First day of each period, in order; every series has one entry per bucket. */
    buckets: z.array(z.string()),
    previous: z.object({ from: z.string(), to: z.string() }),
  }),
  volume: z.object({
    reportTypes: z.array(z.string()),
    series: z.array(VolumeFigures.extend({ bucket: z.string(), reportsByType: counts })),
    totals: VolumeFigures.extend({ reportsByType: counts }),
    previousTotals: VolumeFigures,
  }),
  doctors: z.object({
    doctors: z.array(z.string()),
    series: z.array(z.object({ bucket: z.string(), reports: counts })),
    totals: z.array(z.object({ doctor: z.string(), reports: z.number() })),
  }),
  turnaround: z.object({
    byType: z.array(
      z.object({ reportType: z.string(), reports: z.number(), medianMinutes: z.number(), p90Minutes: z.number() }),
    ),
    overall: z.object({
      reports: z.number(),
      medianMinutes: z.number().nullable(),
      p90Minutes: z.number().nullable(),
    }),
    slowestOpen: z.array(
      z.object({
        studyId: z.string(),
        patientId: z.string(),
        patientName: z.string(),
        studyType: z.string(),
        status: z.string(),
        scheduledAt: z.string(),
        waitingMinutes: z.number(),
      }),
    ),
  }),
  referrals: z.object({
    rows: z.array(z.object({ referrer: z.string(), patients: z.number(), reports: z.number() })),
    /** Everyone past the top 20, summed; null when there are no more. */
    others: z.object({ referrers: z.number(), patients: z.number(), reports: z.number() }).nullable(),
  }),
  revenue: z.object({
    methods: z.array(z.string()),
    series: z.array(z.object({ bucket: z.string(), total: rupees, byMethod: z.record(z.string(), rupees) })),
    totals: z.object({
      total: rupees,
      payments: z.number(),
      patients: z.number(),
      averagePerPatient: rupees,
      byMethod: z.record(z.string(), rupees),
    }),
    previousTotal: rupees,
  }),
  pcpndt: z.object({
    months: z.array(
      z.object({
        month: z.string(),
        total: z.number(),
        complete: z.number(),
        incomplete: z.number(),
        submitted: z.number(),
      }),
    ),
    currentRegister: z.object({
      month: z.string(),
      dueDate: z.string(),
      total: z.number(),
      complete: z.number(),
      incomplete: z.number(),
      submitted: z.number(),
    }),
  }),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;
