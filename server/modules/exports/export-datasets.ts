import { maskAadhaar } from '../../../core/patients/aadhaar.ts';
import type { FieldCipher } from '../../lib/field-cipher.ts';

export type ExportRow = Record<string, unknown>;

/**
 * One file pair (CSV and JSON) of an export: a table's rows of one clinic, or of one patient.
 * The columns are the table's own (read from the catalogue when the export runs, so a new
 * column is exported without a change here), less clinic_id and the ones listed in `exclude`.
 * `$1` is the clinic's id, `$2` the patient's.
 */
export interface ExportDataset {
  name: string;
  table: string;
  clinicWhere: string;
  /** null: not part of a patient's own export. */
  patientWhere: string | null;
  exclude?: readonly string[];
  /** Replaces stored values that must not leave as they are (Aadhaar is shown masked only). */
  transform?: (row: ExportRow, cipher: FieldCipher) => ExportRow;
}

const formsOfPatient = 'select f.id from pcpndt_forms f where f.clinic_id = $1 and f.patient_id = $2';

export const EXPORT_DATASETS: readonly ExportDataset[] = [
  {
    name: 'clinic',
    table: 'clinics',
    clinicWhere: 't.id = $1',
    patientWhere: null,
    exclude: ['razorpay_customer_id', 'razorpay_subscription_id'],
  },
  {
    name: 'doctors',
    table: 'doctors',
    clinicWhere: 't.clinic_id = $1 order by t.created_at, t.id',
    patientWhere: null,
  },
  {
    name: 'patients',
    table: 'patients',
    clinicWhere: 't.clinic_id = $1 order by t.created_at, t.id',
    patientWhere: 't.clinic_id = $1 and t.id = $2',
    transform: (row, cipher) => ({
      ...row,
      aadhaar_number: typeof row.aadhaar_number === 'string' ? maskAadhaar(cipher.decrypt(row.aadhaar_number)) : null,
    }),
  },
  {
    name: 'studies',
    table: 'studies',
    clinicWhere: 't.clinic_id = $1 order by t.created_at, t.id',
    patientWhere: 't.clinic_id = $1 and t.patient_id = $2 order by t.created_at, t.id',
  },
  {
    name: 'reports',
    table: 'reports',
    clinicWhere: 't.clinic_id = $1 order by t.created_at, t.id',
    patientWhere: 't.clinic_id = $1 and t.patient_id = $2 order by t.created_at, t.id',
  },
  {
    name: 'report-versions',
    table: 'report_versions',
    clinicWhere: 't.clinic_id = $1 order by t.report_id, t.version',
    patientWhere:
      't.clinic_id = $1 and t.report_id in (select r.id from reports r where r.clinic_id = $1 and r.patient_id = $2) order by t.report_id, t.version',
  },
  {
    name: 'form-f',
    table: 'pcpndt_forms',
    clinicWhere: 't.clinic_id = $1 order by t.created_at, t.id',
    patientWhere: 't.clinic_id = $1 and t.patient_id = $2 order by t.created_at, t.id',
    // Always empty (a CHECK holds it so); not even its heading leaves the portal (PC-PNDT s.5, s.6).
    exclude: ['fetal_sex'],
  },
  {
    name: 'form-f-amendments',
    table: 'pcpndt_form_amendments',
    clinicWhere: 't.clinic_id = $1 order by t.form_id, t.version',
    patientWhere: `t.clinic_id = $1 and t.form_id in (${formsOfPatient}) order by t.form_id, t.version`,
  },
  {
    name: 'form-f-edits',
    table: 'pcpndt_form_edits',
    clinicWhere: 't.clinic_id = $1 order by t.form_id, t.seq',
    patientWhere: `t.clinic_id = $1 and t.form_id in (${formsOfPatient}) order by t.form_id, t.seq`,
  },
  {
    name: 'form-f-evidence',
    table: 'pcpndt_form_attachments',
    clinicWhere: 't.clinic_id = $1 order by t.created_at, t.id',
    patientWhere: `t.clinic_id = $1 and t.form_id in (${formsOfPatient}) order by t.created_at, t.id`,
    // The files themselves are in each month's inspection pack; here, what was attached when.
    exclude: ['content'],
  },
  {
    name: 'form-f-filings',
    table: 'pcpndt_register_filings',
    clinicWhere: 't.clinic_id = $1 order by t.month',
    patientWhere: null,
  },
  {
    name: 'payments',
    table: 'payments',
    clinicWhere: 't.clinic_id = $1 order by t.created_at, t.id',
    patientWhere: 't.clinic_id = $1 and t.patient_id = $2 order by t.created_at, t.id',
  },
  {
    name: 'invoices',
    table: 'billing_transactions',
    clinicWhere: 't.clinic_id = $1 and t.invoice_number is not null order by t.created_at, t.id',
    patientWhere: null,
    exclude: ['razorpay_signature'],
  },
  {
    name: 'audit-log',
    table: 'audit_events',
    clinicWhere: 't.clinic_id = $1 order by t.at, t.id',
    patientWhere: "t.clinic_id = $1 and t.entity_type = 'patient' and t.entity_id = $2::text order by t.at, t.id",
    exclude: ['subject'],
  },
];

/** The export's columns of a dataset, from the table's stored columns. */
export function exportColumns(dataset: ExportDataset, tableColumns: readonly string[]): string[] {
  const excluded = new Set(['clinic_id', ...(dataset.exclude ?? [])]);
  return tableColumns.filter((c) => !excluded.has(c));
}
