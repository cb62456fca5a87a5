import { Suspense, useSyncExternalStore } from 'react';
import { closePatientDialog, getPatientDialogState, subscribePatientDialog } from '../lib/patient-dialog-store.ts';
import { lazyNamed } from './lazy-named.ts';

const PatientFormDialog = lazyNamed(() =>
  import('../features/patients/patient-form-dialog.tsx').then((m) => m.PatientFormDialog),
);

/**
 * The one Register/Edit Patient dialog of the signed-in area, opened from the header's New
 * Patient button, the dashboard and the patients screen. Its code loads on the first opening.
 */
export function PatientDialogHost() {
  const state = useSyncExternalStore(subscribePatientDialog, getPatientDialogState, getPatientDialogState);
  if (state.session === 0) return null;
  return (
    <Suspense fallback={null}>
      <PatientFormDialog
        key={state.session}
        open={state.open}
        patient={state.patient}
        onOpenChange={(open) => {
          if (!open) closePatientDialog();
        }}
      />
    </Suspense>
  );
}
