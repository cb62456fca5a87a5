import { useState } from 'react';
import { DoctorSelector } from '../features/doctors/doctor-selector.tsx';
import { FormFDialog } from '../features/formf/formf-dialog.tsx';
import type { FormFTarget } from '../features/reports/reports-api.ts';
import { ReportsPage } from '../features/reports/reports-page.tsx';

/**
 * The Reports screen put together from three features (DESIGN §2: features do not import each
 * other, so the app composes them): the reports page, the doctors feature's selector and the
 * Form F dialog, opened by the Form F button and 50 ms after an obstetric report prints.
 */
export function ReportsScreen() {
  const [formFFor, setFormFFor] = useState<FormFTarget | null>(null);
  return (
    <>
      <ReportsPage doctorField={(props) => <DoctorSelector {...props} preselectSignedIn />} openFormF={setFormFFor} />
      {formFFor ? (
        <FormFDialog
          key={formFFor.id}
          reportId={formFFor.id}
          reportLabel={`${formFFor.reportId} · ${formFFor.patientName}`}
          onClose={() => setFormFFor(null)}
        />
      ) : null}
    </>
  );
}
