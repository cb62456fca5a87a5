import { defineJob } from '../../jobs/job-types.ts';
import { removeExpiredExports, resumeClinicExports } from './export-service.ts';

/**
 * Every five minutes: an export whose server died mid-way (its heartbeat stale) is started again,
 * and exports past EXPORT_KEEP_HOURS are deleted with their files. An export itself starts right
 * after its request; this is what makes it survive a restart without anyone opening the page.
 */
export const clinicExportSweepJob = defineJob({
  name: 'clinic-export-sweep',
  schedule: { cron: '*/5 * * * *', tz: 'Asia/Kolkata' },
  handler: async (deps) => {
    const [resumed, removed] = [await resumeClinicExports(deps), await removeExpiredExports(deps)];
    if (resumed === 0 && removed === 0) return null;
    return `${resumed} export(s) resumed, ${removed} expired export(s) removed`;
  },
});
