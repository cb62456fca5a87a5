/**
 * The doctor of a report or appointment (clinical spec, Doctor selector): picked from the
 * clinic's doctors (doctorId set) or typed by hand (doctorId null). Shared as a type so forms in
 * other features can hold the selector's value without importing the doctors feature.
 */
export interface DoctorChoice {
  doctorId: string | null;
  name: string;
  registrationNumber: string;
}

export const NO_DOCTOR: DoctorChoice = { doctorId: null, name: '', registrationNumber: '' };

/** Props of any doctor field a form can be given (the doctor selector is one). */
export interface DoctorFieldProps {
  id: string;
  value: DoctorChoice;
  onChange: (value: DoctorChoice) => void;
}
