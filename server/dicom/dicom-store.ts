import { mkdir, open, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Dataset } from 'dcmjs-dimse';
import { and, eq, sql } from 'drizzle-orm';
import { isImageClass, isSrClass } from '../../core/dicom/dicom-classes.ts';
import { dropFetalSex } from '../../core/dicom/sr-measurements.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { dicomObjects } from '../../db/schema/dicom.ts';
import { pcpndtMachines } from '../../db/schema/pcpndt-registration.ts';
import type { Clock } from '../lib/clock.ts';
import type { DicomStores } from '../storage/dicom-object-storage.ts';
import { storageLimitBytes, storedBytes } from './dicom-storage-usage.ts';

/** The scanner an association (or a bridge upload) speaks for. */
export interface CallingScanner {
  id: string;
  clinicId: string;
  name: string;
  aeTitle: string;
}

export interface DicomDeps {
  db: Database;
  clock: Clock;
  /** Objects are written here first (DATA_DIR/dicom/<clinic>/…part), then kept in `storage`. */
  dataDir: string;
  storage: DicomStores;
  /** What happened, never patient data: codes, UIDs of nothing, counts. */
  log: (message: string, fields?: Record<string, string | number | boolean>) => void;
}

export type StoreOutcome =
  | { result: 'stored' | 'duplicate'; objectId: string; studyId: string | null; elements: Record<string, unknown> }
  | { result: 'refused'; reason: 'invalid' | 'storage_full' | 'unknown_class' };

const UID = /^[0-9]+(\.[0-9]+)*$/;

const first = (value: unknown): string | undefined => {
  const v = Array.isArray(value) ? value[0] : value;
  if (v && typeof v === 'object' && 'Alphabetic' in v) return String((v as { Alphabetic: unknown }).Alphabetic);
  return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : undefined;
};

/** The study an object belongs to: its accession number (our study code), else patient id and study date. */
async function matchStudy(db: Database, clinicId: string, elements: Record<string, unknown>) {
  const accession = first(elements.AccessionNumber);
  if (accession) {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`select id from studies where clinic_id = ${clinicId} and study_id = ${accession}`,
    );
    if (row) return row.id;
  }
  const patientId = first(elements.PatientID);
  const studyDate = first(elements.StudyDate);
  if (!patientId || !studyDate || !/^\d{8}$/.test(studyDate)) return null;
  const day = `${studyDate.slice(0, 4)}-${studyDate.slice(4, 6)}-${studyDate.slice(6, 8)}`;
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select s.id from studies s
          join patients p on p.clinic_id = s.clinic_id and p.id = s.patient_id
          join clinics c on c.id = s.clinic_id
         where s.clinic_id = ${clinicId} and p.patient_id = ${patientId} and s.status <> 'cancelled'
           and (s.scheduled_date at time zone c.time_zone)::date = ${day}::date
         order by s.scheduled_date limit 1`,
  );
  return row?.id ?? null;
}

/**
 * PC-PNDT (issue 32 item 7): a machine is registered when its serial number is one of the active
 * machines of the centre's registration (Settings → PC-PNDT registration). A machine that sends
 * no serial number cannot be told apart, so it is not flagged.
 */
async function isUnregisteredMachine(db: Database, clinicId: string, serial: string | undefined) {
  if (!serial) return false;
  const rows = await db
    .select({ id: pcpndtMachines.id })
    .from(pcpndtMachines)
    .where(
      and(
        eq(pcpndtMachines.clinicId, clinicId),
        eq(pcpndtMachines.active, true),
        sql`upper(${pcpndtMachines.serialNumber}) = upper(${serial})`,
      ),
    );
  return rows.length === 0;
}

function writeFile(dataset: Dataset, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    dataset.toFile(path, (error) => (error ? reject(error) : resolve()));
  });
}

async function writeParts(parts: Buffer[], path: string): Promise<void> {
  const handle = await open(path, 'w');
  try {
    await handle.writev(parts);
  } finally {
    await handle.close();
  }
}

/**
 * Keeps one object a scanner sent: once per SOP instance (a resend answers success and writes
 * nothing), within the plan's storage, matched to its study, with the machine's identity.
 * `asReceived` is the Part 10 file as it came (the bridge's upload, or the listener's bytes with a
 * meta group): an image is kept as those bytes, since dcmjs encoding a 20 MB cine again took
 * ~1.7 s; an SR is always written from its elements, which may have lost a fetal sex.
 */
export async function storeDicomObject(
  deps: DicomDeps,
  scanner: CallingScanner,
  dataset: Dataset,
  asReceived: Buffer[] | null = null,
): Promise<StoreOutcome> {
  const elements = dataset.getElements();
  const sopInstanceUid = first(elements.SOPInstanceUID);
  const sopClassUid = first(elements.SOPClassUID);
  if (
    !sopInstanceUid ||
    !sopClassUid ||
    !UID.test(sopInstanceUid) ||
    sopInstanceUid.length > 64 ||
    !UID.test(sopClassUid)
  )
    return { result: 'refused', reason: 'invalid' };
  if (!isImageClass(sopClassUid) && !isSrClass(sopClassUid)) return { result: 'refused', reason: 'unknown_class' };
  const { db, clock } = deps;
  const [existing] = await db
    .select({ id: dicomObjects.id, studyId: dicomObjects.studyId })
    .from(dicomObjects)
    .where(and(eq(dicomObjects.clinicId, scanner.clinicId), eq(dicomObjects.sopInstanceUid, sopInstanceUid)));
  if (existing) return { result: 'duplicate', objectId: existing.id, studyId: existing.studyId, elements };

  if (isSrClass(sopClassUid)) {
    // PC-PNDT: a fetal sex in an SR is never stored; only how many items were dropped is logged.
    const dropped = dropFetalSex(elements);
    if (dropped > 0) deps.log('dicom sr: sex-disclosing items dropped before storage', { dropped });
  }
  const dir = join(deps.dataDir, 'dicom', scanner.clinicId);
  await mkdir(dir, { recursive: true });
  const storageKey = join('dicom', scanner.clinicId, `${sopInstanceUid}.dcm`);
  const temporary = join(dir, `${sopInstanceUid}.${process.pid}.${Date.now()}.part`);
  const store = deps.storage.current;
  let size: number;
  try {
    if (asReceived && !isSrClass(sopClassUid)) await writeParts(asReceived, temporary);
    else await writeFile(dataset, temporary);
    size = (await stat(temporary)).size;
    const limit = await storageLimitBytes(db, scanner.clinicId);
    if (limit !== null && (await storedBytes(db, scanner.clinicId)) + size > limit) {
      await unlink(temporary);
      return { result: 'refused', reason: 'storage_full' };
    }
    await store.putFile(storageKey, temporary);
  } catch (error) {
    // Not kept (a full disk, the database or the store failed): the scanner (or the bridge) is
    // told so and sends it again under a new .part name, so this one would only take disk space.
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  const studyId = await matchStudy(db, scanner.clinicId, elements);
  const serial = first(elements.DeviceSerialNumber);
  const frames = Number(first(elements.NumberOfFrames) ?? 1);
  const [row] = await db
    .insert(dicomObjects)
    .values({
      clinicId: scanner.clinicId,
      studyId,
      scannerId: scanner.id,
      sopInstanceUid,
      sopClassUid,
      transferSyntaxUid: dataset.getTransferSyntaxUid(),
      storageKey,
      storage: store.kind,
      sizeBytes: size,
      frames: Number.isInteger(frames) && frames > 0 ? frames : 1,
      manufacturer: first(elements.Manufacturer) ?? null,
      model: first(elements.ManufacturerModelName) ?? null,
      deviceSerialNumber: serial ?? null,
      unregisteredMachine: await isUnregisteredMachine(db, scanner.clinicId, serial),
      receivedAt: clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: dicomObjects.id });
  if (!row) {
    // Another association stored the same instance first: the file is the same object.
    const [raced] = await db
      .select({ id: dicomObjects.id, studyId: dicomObjects.studyId })
      .from(dicomObjects)
      .where(and(eq(dicomObjects.clinicId, scanner.clinicId), eq(dicomObjects.sopInstanceUid, sopInstanceUid)));
    if (!raced) throw new Error('dicom object vanished after a conflict');
    return { result: 'duplicate', objectId: raced.id, studyId: raced.studyId, elements };
  }
  deps.log('dicom object stored', { scannerId: scanner.id, matched: studyId !== null, bytes: size });
  return { result: 'stored', objectId: row.id, studyId, elements };
}
