import { TodaysSchedule } from '../features/appointments/todays-schedule.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { DoctorSelector } from '../features/doctors/doctor-selector.tsx';

/**
 * The dashboard put together from three features (DESIGN §2: features do not import each
 * other, so the app composes them): the overview, today's schedule, and the doctor selector
 * the scheduling dialog uses.
 */
export function DashboardScreen() {
  return <DashboardPage schedule={<TodaysSchedule doctorField={(props) => <DoctorSelector {...props} />} />} />;
}
