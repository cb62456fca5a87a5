import { decideFeatureAccess } from '../../../core/subscriptions/gating.ts';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { DoctorSelector } from '../features/doctors/doctor-selector.tsx';
import { FilingReminder } from '../features/formf/register/filing-reminder.tsx';
import { TodaysSchedule } from '../features/studies/todays-schedule.tsx';
import { useActiveSubscription } from '../lib/use-active-subscription.ts';
import { PcpndtRegistrationWarning } from './pcpndt-registration-warning.tsx';

/**
 * The dashboard put together from four features (DESIGN §2: features do not import each
 * other, so the app composes them): the PC-PNDT filing reminder, the overview, today's
 * schedule, and the doctor selector the scheduling dialog uses.
 */
export function DashboardScreen() {
  // A clinic that cannot open Form F records (no plan chosen yet) is not asked to file them: the
  // call would answer 402, and a 402 from any call sends the user to the plans.
  const subscription = useActiveSubscription(true);
  const formsReadable =
    subscription.data !== undefined && decideFeatureAccess('pcpndt', subscription.data, new Date(), 'read').allowed;
  return (
    <>
      <FilingReminder enabled={formsReadable} />
      <PcpndtRegistrationWarning enabled={formsReadable} />
      <DashboardPage schedule={<TodaysSchedule doctorField={(props) => <DoctorSelector {...props} />} />} />
    </>
  );
}
