import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import type yazl from 'yazl';
import { SR_STORAGE_CLASSES } from '../../../core/dicom/dicom-classes.ts';
import { csvCell } from '../../../core/formf/formf-register.ts';
import { OBSTETRIC_TYPES } from '../../../core/formf/formf-scope.ts';
import type { DicomStores } from '../../storage/dicom-object-storage.ts';

/** The scanner's objects of an export, read through the store that keeps each (disk or S3). */
export interface ExportDicom {
  stores: DicomStores;
  /** How many objects the export carries (countDicomObjects); 0 leaves the dicom/ folder out. */
  objects: number;
}

export interface DicomExportTotals {
  files: number;
  bytes: number;
  /** Objects the database lists that their store no longer has (listed in the index, not in the ZIP). */
  missing: number;
}

const INDEX_COLUMNS = [
  'file',
  'study',
  'sop_instance_uid',
  'sop_class_uid',
  'transfer_syntax_uid',
  'frames',
  'bytes',
  'sha256',
  'received_at',
  'manufacturer',
  'model',
  'device_serial_number',
  'status',
] as const;

/**
 * A pregnancy scan (Rule 9(4), core/formf/formf-scope.ts): an obstetric study, one reported on an
 * obstetric template or with a Form F, or any scan of a woman marked pregnant. $3: the obstetric
 * study and report types.
 */
const PREGNANCY_SCAN = `(s.study_type = any($3::text[])
  or exists (select 1 from patients p where p.clinic_id = s.clinic_id and p.id = s.patient_id and p.is_pregnant)
  or exists (select 1 from reports r where r.clinic_id = s.clinic_id and r.patient_id = s.patient_id and r.study_id = s.id
    and r.report_type = any($3::text[]))
  or exists (select 1 from pcpndt_forms f where f.clinic_id = s.clinic_id and f.study_id = s.id))`;

/** An image, not an SR ($4: the SR classes, whose fetal-sex items were dropped before storage). */
const IMAGE = 'not (o.sop_class_uid = any($4::text[]))';

/**
 * $1 the clinic; $2 the patient, for her own export (unmatched objects are nobody's, so not hers).
 * PC-PNDT: her own export leaves out the images of a pregnancy scan. They may show the sex of the
 * foetus (an annotation typed on the scanner, the anatomy itself) and no doctor confirmed them
 * free of it, as a report's key images must be before they print (decision 019); the clinic's
 * own export, its records, keeps them.
 */
function objectsWhere(patientId: string | undefined): string {
  return patientId === undefined
    ? 'o.clinic_id = $1'
    : `o.clinic_id = $1 and s.patient_id = $2 and not (${IMAGE} and ${PREGNANCY_SCAN})`;
}

const params = (clinicId: string, patientId: string | undefined) =>
  patientId === undefined ? [clinicId] : [clinicId, patientId, OBSTETRIC_TYPES, Object.keys(SR_STORAGE_CLASSES)];

export async function countDicomObjects(client: pg.Client, clinicId: string, patientId?: string): Promise<number> {
  const result = await client.query<{ n: number }>(
    `select count(*)::int as n from dicom_objects o
       left join studies s on s.clinic_id = o.clinic_id and s.id = o.study_id
      where ${objectsWhere(patientId)}`,
    params(clinicId, patientId),
  );
  return result.rows[0]?.n ?? 0;
}

/** How many images of her pregnancy scans her own export leaves out (objectsWhere), for its README. */
export async function countWithheldImages(client: pg.Client, clinicId: string, patientId: string): Promise<number> {
  const result = await client.query<{ n: number }>(
    `select count(*)::int as n from dicom_objects o
       join studies s on s.clinic_id = o.clinic_id and s.id = o.study_id
      where o.clinic_id = $1 and s.patient_id = $2 and ${IMAGE} and ${PREGNANCY_SCAN}`,
    params(clinicId, patientId),
  );
  return result.rows[0]?.n ?? 0;
}

/** The README's word on the images her own export leaves out, if any. */
export function withheldReadmeLines(withheld: number): string[] {
  if (withheld === 0) return [];
  return [
    '',
    `${withheld} images of a pregnancy scan are not included: under the PC-PNDT Act an image of a`,
    '  pregnancy scan is not given out, as it may show the sex of the foetus. The reports and their',
    '  printed images are in documents/.',
    '',
  ];
}

/** A folder per study, named by its code (S-000123); objects matched to no study go to `unmatched/`. */
function folderOf(studyCode: string | null): string {
  if (studyCode === null) return 'unmatched';
  return /^[A-Za-z0-9._-]{1,64}$/.test(studyCode) && !/^\.+$/.test(studyCode) ? studyCode : 'study';
}

interface ObjectRow {
  sop_instance_uid: string;
  sop_class_uid: string;
  transfer_syntax_uid: string;
  frames: number;
  size_bytes: string;
  received_at: Date;
  manufacturer: string | null;
  model: string | null;
  device_serial_number: string | null;
  storage: string;
  storage_key: string;
  study_code: string | null;
}

interface DicomFolderSource {
  client: pg.Client;
  clinicId: string;
  patientId?: string;
  stores: DicomStores;
  onObject?: () => void;
  /** Rejects when the ZIP's reader went away: the object being streamed will never be taken. */
  closed: Promise<never>;
}

/**
 * Adds `dicom/<study>/<SOP Instance UID>.dcm` for each object, then `dicom/index.csv`. Call once
 * every earlier entry of the ZIP is written (the connection is then free for this cursor): each
 * object is opened only when the ZIP is ready for it and streamed through, one at a time, so a
 * clinic's GBs of images never sit in memory. The files are as kept: an SR's fetal-sex items were
 * removed before it was ever stored.
 */
export async function addDicomFolder(zip: yazl.ZipFile, source: DicomFolderSource): Promise<DicomExportTotals> {
  const totals: DicomExportTotals = { files: 0, bytes: 0, missing: 0 };
  const index: string[] = [`\uFEFF${INDEX_COLUMNS.map(csvCell).join(',')}\r\n`];
  const rows = source.client.query(
    new QueryStream(
      `select o.sop_instance_uid, o.sop_class_uid, o.transfer_syntax_uid, o.frames, o.size_bytes::text, o.received_at,
              o.manufacturer, o.model, o.device_serial_number, o.storage, o.storage_key, s.study_id as study_code
         from dicom_objects o
         left join studies s on s.clinic_id = o.clinic_id and s.id = o.study_id
        where ${objectsWhere(source.patientId)}
        order by s.study_id nulls last, o.received_at, o.sop_instance_uid`,
      params(source.clinicId, source.patientId),
      { batchSize: 200 },
    ),
  );
  for await (const row of rows as AsyncIterable<ObjectRow>) {
    const file = `dicom/${folderOf(row.study_code)}/${row.sop_instance_uid}.dcm`;
    const stream = await source.stores.of(row.storage).open(row.storage_key);
    let sha256 = '';
    let bytes = 0;
    if (stream) {
      const hash = createHash('sha256');
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          bytes += chunk.length;
          callback(null, chunk);
        },
      });
      const done = new Promise<void>((resolve, reject) => {
        counted.on('end', resolve);
        counted.on('error', reject);
        stream.on('error', reject);
      });
      zip.addReadStream(stream.pipe(counted), file, { compressionLevel: 3 });
      await Promise.race([done, source.closed]).catch((error: unknown) => {
        // Nothing will read the rest of this object: its file descriptor or its socket to the
        // bucket is released now, not when the process ends or the bucket's timeout fires.
        stream.destroy();
        counted.destroy();
        throw error;
      });
      sha256 = hash.digest('hex');
      totals.files += 1;
      totals.bytes += bytes;
    } else totals.missing += 1;
    source.onObject?.();
    const cells = [
      file,
      row.study_code,
      row.sop_instance_uid,
      row.sop_class_uid,
      row.transfer_syntax_uid,
      row.frames,
      stream ? bytes : Number(row.size_bytes),
      sha256 || null,
      row.received_at.toISOString(),
      row.manufacturer,
      row.model,
      row.device_serial_number,
      stream ? 'exported' : 'not found in storage',
    ];
    index.push(`${cells.map((c) => csvCell(c)).join(',')}\r\n`);
  }
  zip.addReadStream(Readable.from(index.map((line) => Buffer.from(line))), 'dicom/index.csv');
  return totals;
}

/** dicom/README.txt, the folder's first entry. */
export const DICOM_FOLDER_README = [
  'One folder per study, named by its code (S-000123); each file is one DICOM object the scanner sent',
  '(image, cine loop or structured report), named by its SOP Instance UID. Objects that matched no',
  'study are in unmatched/. index.csv lists them all with their study, size and SHA-256.',
  '',
].join('\r\n');

/** What the folder holds, for the export's README. */
export function dicomReadmeLines(totals: DicomExportTotals): string[] {
  const mb = (totals.bytes / 1e6).toFixed(1);
  const lines = [
    '',
    `dicom/<study code>/<SOP Instance UID>.dcm   ${totals.files} files, ${mb} MB`,
    '  The images, cine loops and structured reports the scanner sent, as the portal keeps them (an',
    '  SR never holds a fetal sex: such items are removed before it is stored). Open them in any DICOM',
    '  viewer. Objects that matched no study are in dicom/unmatched/.',
    '  dicom/index.csv lists every object with its study, SOP class, size and SHA-256.',
  ];
  if (totals.missing > 0)
    lines.push(
      `  ${totals.missing} objects could not be read from storage; index.csv marks them "not found in storage".`,
    );
  return lines;
}
