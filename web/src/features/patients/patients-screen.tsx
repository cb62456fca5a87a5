import { useRoute } from 'wouter';
import { PatientViewPage } from './patient-view-page.tsx';
import { PatientsPage } from './patients-page.tsx';

/** The patients screen: the list at /patients, one record at /patients/:id. */
export function PatientsScreen() {
  const [isRecord, params] = useRoute('/patients/:id');
  // The key remounts the record when moving from one patient straight to another.
  return isRecord ? <PatientViewPage key={params.id} id={params.id} /> : <PatientsPage />;
}
