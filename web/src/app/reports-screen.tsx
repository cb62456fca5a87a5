import { DoctorSelector } from '../features/doctors/doctor-selector.tsx';
import { ReportsPage } from '../features/reports/reports-page.tsx';

/**
 * The Reports screen put together from two features (DESIGN §2: features do not import each
 * other, so the app composes them): the reports page and the doctors feature's selector.
 */
export function ReportsScreen() {
  return <ReportsPage doctorField={(props) => <DoctorSelector {...props} />} />;
}
