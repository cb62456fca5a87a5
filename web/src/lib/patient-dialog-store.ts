import type { Patient } from '../../../core/patients/patient-schemas.ts';

/**
 * Which Register/Edit Patient dialog is open. The header, the dashboard and the patients screen
 * all open the same dialog; a store in lib keeps those features from importing each other.
 */
export interface PatientDialogState {
  open: boolean;
  /** The patient being edited; null registers a new one. */
  patient: Patient | null;
  /** Changes on every opening, so the form starts fresh each time. */
  session: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: PatientDialogState = { open: false, patient: null, session: 0 };

function emit(next: PatientDialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openPatientDialog(patient: Patient | null = null): void {
  emit({ open: true, patient, session: state.session + 1 });
}

export function closePatientDialog(): void {
  if (state.open) emit({ ...state, open: false });
}

export function getPatientDialogState(): PatientDialogState {
  return state;
}

export function subscribePatientDialog(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Who wants the patient the dialog has just registered (the front desk bills her next).
const registeredListeners = new Set<(patient: Patient) => void>();

export function announcePatientRegistered(patient: Patient): void {
  for (const listener of registeredListeners) listener(patient);
}

export function onPatientRegistered(listener: (patient: Patient) => void): () => void {
  registeredListeners.add(listener);
  return () => registeredListeners.delete(listener);
}
