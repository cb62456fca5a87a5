import { DraftCheck, DraftInput, type DraftSetter } from './formf-edit-fields.tsx';
import type { FormFDraft, FormFErrors } from './formf-edit-model.ts';

/**
 * Section D: the woman's declaration, signed or given by thumb impression (then the person who
 * identified her is recorded), and the doctor's declaration with the date it was made.
 */
export function DeclarationFields({
  draft,
  errors,
  set,
  ownDeclaration,
}: {
  draft: FormFDraft;
  errors: FormFErrors;
  set: DraftSetter;
  /** Only the form's own doctor signs the doctor's declaration, from their own login (issue 15). */
  ownDeclaration: boolean;
}) {
  const props = { draft, errors, set };
  const mode = (value: FormFDraft['patientSignatureMode'], label: string) => (
    <label className="flex items-center gap-2">
      <input
        type="radio"
        name="formf-signature-mode"
        checked={draft.patientSignatureMode === value}
        onChange={() => set('patientSignatureMode', value)}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">Section D: declarations</legend>
      <DraftCheck
        id="formf-patient-declaration"
        checked={draft.patientDeclarationSigned}
        onChange={(v) => set('patientDeclarationSigned', v)}
      >
        The woman has signed her declaration that she does not want to know the sex of her foetus *
      </DraftCheck>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">The woman declared by *</legend>
        <div className="flex flex-wrap gap-6 text-sm">
          {mode('signature', 'Signature')}
          {mode('thumb_impression', 'Thumb impression')}
          {mode('', 'Not recorded')}
        </div>
      </fieldset>
      {draft.patientSignatureMode === 'thumb_impression' ? (
        <div className="grid gap-4 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
          <DraftInput {...props} name="witnessName" label="Identified by (name) *" />
          <DraftInput {...props} name="witnessAge" label="Their age *" type="number" />
          <DraftInput {...props} name="witnessSex" label="Their sex" />
          <DraftInput {...props} name="witnessRelationship" label="Relation to the woman *" />
          <div className="sm:col-span-2">
            <DraftInput {...props} name="witnessAddress" label="Their address and contact number *" />
          </div>
        </div>
      ) : null}
      {ownDeclaration ? (
        <DraftCheck
          id="formf-doctor-declaration"
          checked={draft.doctorDeclarationSigned}
          onChange={(v) => set('doctorDeclarationSigned', v)}
        >
          The doctor has signed the declaration of having neither detected nor disclosed the sex of her foetus *
        </DraftCheck>
      ) : (
        <p className="text-sm text-slate-700">
          Doctor's declaration: {draft.doctorDeclarationSigned ? 'signed' : 'not signed yet'}. Only the form's doctor
          signs it, from their own account.
        </p>
      )}
      <div className="sm:w-1/3">
        <DraftInput {...props} name="doctorDeclarationDate" label="Doctor's declaration dated *" type="date" />
      </div>
    </fieldset>
  );
}
