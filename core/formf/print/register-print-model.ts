import type { z } from 'zod';
import { formatIsoDay } from '../../format/dates.ts';
import { UNREGISTERED_MACHINE_LABEL } from '../../pcpndt-registration/report-print-facts.ts';
import type { ClinicHeaderModel } from '../../print/clinic-header.ts';
import type { RegisterSchema } from '../formf-schemas.ts';
import { clinicHeader, type FormFClinic } from './formf-print-parts.ts';

type Register = z.infer<typeof RegisterSchema>;

const NOT_PROVIDED = 'Not Provided';

/** The Rule 9(1) register's columns, in the order the rule lists them. */
export const REGISTER_COLUMNS = [
  'S. No.',
  'Form ID',
  'Name',
  'Age',
  'Husband / Father',
  'Address',
  'Date first reported',
  'Indications',
  'Doctor',
  'Date of procedure',
  'Result conveyed',
  'Complete',
] as const;

/** "November 2026" for "2026-11". */
export function monthLabel(month: string): string {
  const [year, mm] = month.split('-');
  const names = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${names[Number(mm) - 1] ?? mm} ${year}`;
}

/** A scan from a machine not registered is flagged beside its status (issue 32 item 7). */
function withMachineFlag(status: string, row: Register['rows'][number]): string {
  if (!row.unregisteredMachines.length) return status;
  return `${status} · ${UNREGISTERED_MACHINE_LABEL}: ${row.unregisteredMachines.join(', ')}`;
}

/**
 * The register's rows as printed cells, one per column: gaps print as 'Not Provided', never as
 * a made-up value. Used by the screen, the print page and the PDF alike.
 */
export function registerCells(rows: Register['rows']): string[][] {
  const day = (value: string | null) => (value ? formatIsoDay(value) : NOT_PROVIDED);
  return rows.map((row) => [
    String(row.serialNo),
    row.formId,
    row.patientName ?? NOT_PROVIDED,
    row.patientAge === null ? NOT_PROVIDED : String(row.patientAge),
    row.spouseName ?? NOT_PROVIDED,
    row.patientAddress ?? NOT_PROVIDED,
    day(row.dateFirstReported),
    row.indications.length ? row.indications.join(', ') : 'Not Specified',
    row.doctorName ?? NOT_PROVIDED,
    day(row.procedureDate),
    `${row.resultConveyedTo ?? NOT_PROVIDED} on ${day(row.resultConveyedOn)}`,
    withMachineFlag(row.voidReason !== null ? `VOID: ${row.voidReason}` : row.isCompliant ? 'Yes' : 'No', row),
  ]);
}

/**
 * The month's register as printed for the Appropriate Authority (DESIGN §6 "Documents"): the
 * print page and the server's PDF both draw this, on A4 landscape.
 */
export interface RegisterPrintModel {
  month: string;
  header: ClinicHeaderModel;
  title: string;
  subtitle: string;
  columns: readonly string[];
  rows: string[][];
  /** Said instead of the table when the month has no record. */
  empty: string | null;
  signature: string;
  /** Carried at the top of every later sheet. */
  runningLine: string;
}

export function buildRegisterPrintModel(register: Register, clinic: FormFClinic | null): RegisterPrintModel {
  const live = clinicHeader(clinic);
  const label = monthLabel(register.month);
  // A void row stays in the table (its serial is never reused) but is not a procedure done.
  const count = register.rows.filter((row) => row.voidReason === null).length;
  return {
    month: register.month,
    header: {
      name: live.name,
      initial: live.name.charAt(0).toUpperCase(),
      logoUrl: live.logoUrl,
      addressLines: live.address ? [live.address.replace(/\n/g, ', ')] : [],
      contactLine: `${live.contact}${live.registrationNumber ? ` · PC-PNDT Reg. No.: ${live.registrationNumber}` : ''}`,
      registrationLine: null,
    },
    title: `Register of pre-natal diagnostic procedures (Rule 9(1)): ${label}`,
    subtitle: `Monthly report under Rule 9(8), due by ${formatIsoDay(register.dueDate)} · ${count} record${count === 1 ? '' : 's'} · ${register.allComplete ? 'every form complete' : 'some forms incomplete'}`,
    columns: REGISTER_COLUMNS,
    rows: registerCells(register.rows),
    empty: register.rows.length === 0 ? `No pre-natal diagnostic procedures were recorded in ${label}.` : null,
    signature: 'Signature and seal of the person responsible',
    runningLine: `${live.name} · Form F register: ${label}`,
  };
}
