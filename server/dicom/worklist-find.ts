import type { Dataset } from 'dcmjs-dimse';
import { entryMatches, type WorklistEntry, type WorklistQuery } from '../../core/dicom/worklist-match.ts';

const text = (value: unknown): string | undefined => {
  const v = Array.isArray(value) ? value[0] : value;
  if (v && typeof v === 'object' && 'Alphabetic' in v) return String((v as { Alphabetic: unknown }).Alphabetic ?? '');
  return typeof v === 'string' ? v.trim() : undefined;
};

/** What a scanner's worklist C-FIND asks for, from its identifier dataset. */
export function worklistQueryOf(identifier: Dataset | undefined): WorklistQuery {
  const elements = identifier?.getElements() ?? {};
  const step = (
    Array.isArray(elements.ScheduledProcedureStepSequence) ? elements.ScheduledProcedureStepSequence[0] : undefined
  ) as Record<string, unknown> | undefined;
  return {
    patientName: text(elements.PatientName),
    patientId: text(elements.PatientID),
    accessionNumber: text(elements.AccessionNumber),
    modality: text(step?.Modality),
    stationAeTitle: text(step?.ScheduledStationAETitle),
    date: text(step?.ScheduledProcedureStepStartDate),
  };
}

/**
 * One worklist item (PS3.4 K.6.1): UTF-8 (ISO_IR 192), so Indian names reach the machine as
 * entered; the accession number is our study code, which the images come back with.
 */
export function worklistItem(entry: WorklistEntry): Record<string, unknown> {
  return {
    SpecificCharacterSet: 'ISO_IR 192',
    AccessionNumber: entry.accessionNumber,
    ReferringPhysicianName: '',
    PatientName: entry.patientName,
    PatientID: entry.patientId,
    PatientBirthDate: entry.birthDate,
    PatientSex: entry.sex,
    StudyInstanceUID: entry.studyInstanceUid,
    RequestedProcedureDescription: entry.description,
    RequestedProcedureID: entry.accessionNumber,
    ScheduledProcedureStepSequence: [
      {
        Modality: 'US',
        ScheduledStationAETitle: entry.stationAeTitle,
        ScheduledProcedureStepStartDate: entry.date,
        ScheduledProcedureStepStartTime: entry.time,
        ScheduledPerformingPhysicianName: entry.performingPhysician,
        ScheduledProcedureStepDescription: entry.description,
        ScheduledProcedureStepID: entry.accessionNumber,
      },
    ],
  };
}

export function matchingItems(query: WorklistQuery, entries: readonly WorklistEntry[]) {
  return entries.filter((entry) => entryMatches(query, entry)).map(worklistItem);
}

const field = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Whether a worklist item (as worklistItem made it) answers a query, by the same rules as the
 * portal's matching: the bridge's cached worklist is matched with this while the portal is away.
 */
export function itemMatches(query: WorklistQuery, item: Record<string, unknown>): boolean {
  const steps = item.ScheduledProcedureStepSequence;
  const step = (Array.isArray(steps) ? steps[0] : undefined) as Record<string, unknown> | undefined;
  const sex = field(item.PatientSex);
  return entryMatches(query, {
    accessionNumber: field(item.AccessionNumber),
    studyInstanceUid: field(item.StudyInstanceUID),
    patientId: field(item.PatientID),
    patientName: field(item.PatientName),
    birthDate: field(item.PatientBirthDate),
    sex: sex === 'F' || sex === 'M' ? sex : 'O',
    date: field(step?.ScheduledProcedureStepStartDate),
    time: field(step?.ScheduledProcedureStepStartTime),
    description: field(item.RequestedProcedureDescription),
    performingPhysician: field(step?.ScheduledPerformingPhysicianName),
    stationAeTitle: field(step?.ScheduledStationAETitle),
  });
}
