import type { PatientListReport } from '../../../../core/dashboard/dashboard-schemas.ts';
import { formatDate } from '../../../../core/format/dates.ts';
import { formatCount } from '../../../../core/format/digits.ts';
import { reportTypeLabel } from '../../../../core/reports/templates/catalogue.ts';
import { formatRupeeText } from '../../lib/format-rupees.ts';

/** One printed line of the Patient List Report: every cell already text. */
export interface PatientListLine {
  id: string;
  patientId: string;
  name: string;
  gender: string;
  phone: string;
  registered: string;
  amountPaid: string;
  reportTypes: string;
  doctors: string;
}

export interface PatientListModel {
  period: string;
  lines: PatientListLine[];
  totals: { patients: string; revenue: string; reports: string };
}

/**
 * The report type as people name it ("Obstetric Ultrasound - First Trimester"). The clinical spec
 * printed the key upper-cased ("OBSTETRIC FIRST TRIMESTER"); issue 28 asks for the human label.
 */
export function reportTypeText(type: string): string {
  return reportTypeLabel(type);
}

const dayText = (isoDay: string) => formatDate(`${isoDay}T00:00:00Z`, 'UTC');
const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/**
 * The report as it is shown and printed (DESIGN §3.11: one pure print model per document).
 * Amounts stay exact decimal text through integer paise; dates are dd/mm/yyyy in clinic time.
 */
export function buildPatientListModel(report: PatientListReport): PatientListModel {
  return {
    period: `${dayText(report.from)} to ${dayText(report.to)}`,
    lines: report.rows.map((row) => ({
      id: row.id,
      patientId: row.patientId,
      name: row.name,
      gender: capitalise(row.gender),
      phone: row.phone,
      registered: formatDate(row.createdAt),
      amountPaid: formatRupeeText(row.totalPaid),
      reportTypes: row.reportTypes.length ? row.reportTypes.map(reportTypeText).join(', ') : '—',
      doctors: row.doctors.length ? row.doctors.join(', ') : '—',
    })),
    totals: {
      patients: formatCount(report.summary.totalPatients),
      revenue: formatRupeeText(report.summary.totalRevenue),
      reports: formatCount(report.summary.totalReports),
    },
  };
}
