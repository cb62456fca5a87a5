import { PatientHistoryPage } from '../features/formf/history/patient-history-page.tsx';

/** /pcpndt: the Patient History page of the Form F feature (its own chunk). */
export function PcpndtScreen() {
  return <PatientHistoryPage />;
}
