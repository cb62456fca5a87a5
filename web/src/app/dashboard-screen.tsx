import { TodaysSchedule } from '../features/appointments/todays-schedule.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { DoctorSelector } from '../features/doctors/doctor-selector.tsx';
import { FilingReminder } from '../features/formf/register/filing-reminder.tsx';

/**
 * The dashboard put together from four features (DESIGN §2: features do not import each
 * other, so the app composes them): the PC-PNDT filing reminder, the overview, today's
 * schedule, and the doctor selector the scheduling dialog uses.
 */
export function DashboardScreen() {
  return (
    <>
      <FilingReminder />
      <DashboardPage schedule={<TodaysSchedule doctorField={(props) => <DoctorSelector {...props} />} />} />
    </>
  );
}
