import { useState } from 'react';
import { formatIsoDay } from '../../../../../core/format/dates.ts';
import { FORM_F_MESSAGES as M } from '../../../../../core/formf/formf-messages.ts';
import type { FormF } from '../../../../../core/formf/formf-schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { msg, useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast-store.ts';
import { signFormFDeclaration } from '../formf-api.ts';
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
  form,
}: {
  form: FormF;
  draft: FormFDraft;
  errors: FormFErrors;
  set: DraftSetter;
  /** The signed-in user may sign this declaration: a doctor, and the form names no other (issue 29 §2). */
  ownDeclaration: boolean;
}) {
  const t = useT();
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
      <legend className="text-base font-semibold text-slate-900">{t('Section D: declarations')}</legend>
      <DraftCheck
        id="formf-patient-declaration"
        checked={draft.patientDeclarationSigned}
        onChange={(v) => set('patientDeclarationSigned', v)}
      >
        {t('The woman has signed her declaration that she does not want to know the sex of her foetus *')}
      </DraftCheck>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">{t('The woman declared by *')}</legend>
        <div className="flex flex-wrap gap-6 text-sm">
          {mode('signature', t('Signature'))}
          {mode('thumb_impression', t('Thumb impression'))}
          {mode('', t('Not recorded'))}
        </div>
      </fieldset>
      {draft.patientSignatureMode === 'thumb_impression' ? (
        <div className="grid gap-4 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
          <DraftInput {...props} name="witnessName" label={t('Identified by (name) *')} />
          <DraftInput {...props} name="witnessAge" label={t('Their age *')} type="number" />
          <DraftInput {...props} name="witnessSex" label={t('Their sex')} />
          <DraftInput {...props} name="witnessRelationship" label={t('Relation to the woman *')} />
          <div className="sm:col-span-2">
            <DraftInput {...props} name="witnessAddress" label={t('Their address and contact number *')} />
          </div>
        </div>
      ) : null}
      <DoctorDeclaration form={form} draft={draft} set={set} ownDeclaration={ownDeclaration} />
    </fieldset>
  );
}

/**
 * The doctor's declaration names the doctor who signs it and is dated the day they sign, both set
 * by the server (issue 29 §2): nobody picks the doctor or types the date. A signed one shows who
 * and when, read-only; its doctor renews it with "Sign again" (SignAgainButton, in the dialog).
 */
function DoctorDeclaration({
  form,
  draft,
  set,
  ownDeclaration,
}: {
  form: FormF;
  draft: FormFDraft;
  set: DraftSetter;
  ownDeclaration: boolean;
}) {
  const t = useT();
  if (form.doctorDeclarationSigned) {
    const signed = {
      doctor: form.doctorName ?? t('the doctor'),
      number: form.doctorRegistrationNumber ?? '',
      date: form.doctorDeclarationDate ? formatIsoDay(form.doctorDeclarationDate) : t('an unrecorded date'),
    };
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700" data-testid="formf-doctor-signature">
          {form.doctorRegistrationNumber
            ? t("Doctor's declaration signed by {doctor} (Reg. No. {number}) on {date}.", signed)
            : t("Doctor's declaration signed by {doctor} on {date}.", signed)}
        </p>
        {ownDeclaration ? <SignAgainButton form={form} reason={draft.amendmentReason} /> : null}
      </div>
    );
  }
  if (!ownDeclaration) {
    return (
      <p className="text-sm text-slate-700">
        {form.doctorName
          ? t(
              "Doctor's declaration: not signed yet. {doctor} signs it from their own account; it then carries their name, registration number and the date of signing.",
              { doctor: form.doctorName },
            )
          : t(
              "Doctor's declaration: not signed yet. The doctor signs it from their own account; it then carries their name, registration number and the date of signing.",
            )}
      </p>
    );
  }
  return (
    <DraftCheck
      id="formf-doctor-declaration"
      checked={draft.doctorDeclarationSigned}
      onChange={(v) => set('doctorDeclarationSigned', v)}
    >
      {t(
        'I sign the declaration of having neither detected nor disclosed the sex of her foetus, as the doctor of my account, dated today *',
      )}
    </DraftCheck>
  );
}

/**
 * Its doctor renews a signed declaration (after correcting the form, say): signed again with
 * today's date; on a submitted form it is an amendment, with the reason typed below.
 */
function SignAgainButton({ form, reason }: { form: FormF; reason: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  async function signAgain() {
    if (form.status === 'submitted' && !reason.trim()) {
      // The toast translates core's message by its English text.
      toast({ title: t('Error'), description: t(M.amendmentReasonRequired), variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await signFormFDeclaration(form.id, reason.trim() || null);
      toast({ title: t('Declaration signed again'), description: form.formId });
    } catch (error) {
      toast({
        title: t('Error'),
        description: t(errorMessageOf(error, msg('Failed to sign'))),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={() => void signAgain()} disabled={busy}>
      {t('Sign again')}
    </Button>
  );
}
