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
