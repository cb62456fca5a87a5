import { useRef, useState } from 'react';
import { formatDateTime } from '../../../../../core/format/dates.ts';
import { FORM_F_MESSAGES as M } from '../../../../../core/formf/formf-messages.ts';
import { SELF_REFERRAL_NOTE } from '../../../../../core/formf/formf-statutory-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { ApiRequestError, errorMessageOf } from '../../../lib/api-client.ts';
import { msg, type translate, useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useCan } from '../../../lib/use-permissions.ts';
import { type FormF, saveFormF, submitFormF, useFormFAmendments } from '../formf-api.ts';
import { ChildrenFields } from './formf-edit-children.tsx';
import { DeclarationFields } from './formf-edit-declarations.tsx';
import { DraftCheck, DraftInput, type DraftSetter, IndicationsChecklist } from './formf-edit-fields.tsx';
import {
  confirmProposal,
  draftFromForm,
  type FormFErrors,
  missingFromDraft,
  payloadFromDraft,
  pendingProposals,
  validateDraft,
} from './formf-edit-model.ts';
import { ProposedValues } from './formf-edit-proposals.tsx';
import { SectionCFields } from './formf-edit-section-c.tsx';
import { SuggestedIndications } from './formf-suggested-indications.tsx';

/**
 * The completion form (Patient History "Edit"): what only the clinic knows (indications,
 * referral, declaration dates, result conveyed to whom and when) plus corrections to the
 * pre-filled items. The server's rules are checked here first and its messages shown; after
 * submission a change is an amendment and needs a reason.
 */
export function FormFEditDialog({ form, onClose }: { form: FormF; onClose: () => void }) {
  const t = useT();
  const [draft, setDraft] = useState(() => draftFromForm(form));
  const [errors, setErrors] = useState<FormFErrors>({});
  const [serverMissing, setServerMissing] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const submitted = form.status === 'submitted';
  const amendments = useFormFAmendments(form.id, submitted);
  const missing = missingFromDraft(draft, form);
  const set: DraftSetter = (key, value) => {
    setDraft((current) => ({ ...current, [key]: value }));
    // A corrected field drops its message, and so does the summary line ("Form F is incomplete…"),
    // which the next save recomputes; the other fields' messages stay until then.
    setErrors(({ [key]: _fixed, form: _summary, ...rest }) => rest);
    setServerMissing([]);
  };
  const props = { draft, errors: shownErrors(errors, t), set };
  // Issue 15: receptionists fill only; the declaration is the form's doctor's, from their own login.
  const can = useCan();
  const { user } = useAuth();
  // Issue 29 §2: a doctor signs as their own record, on a form naming no other doctor.
  const ownDeclaration =
    can('formf.sign') && !!user?.doctorId && (form.doctorId === null || form.doctorId === user.doctorId);
  const canSubmit = can('formf.submit');

  async function save(thenSubmit: boolean) {
    const found = validateDraft(draft, form);
    if (thenSubmit && missing.length > 0) found.form = M.incomplete;
    setErrors(found);
    setServerMissing([]);
    if (Object.keys(found).length > 0) {
      // The buttons sit at the foot of a long form: bring the summary of what is missing into view.
      top.current?.scrollIntoView({ block: 'start' });
      return;
    }
    setBusy(true);
    try {
      await saveFormF(form.id, payloadFromDraft(draft, form));
      if (thenSubmit) await submitFormF(form.id);
      toast({
        title: thenSubmit ? t('Form F submitted') : submitted ? t('Form F amended') : t('Form F saved'),
        description: `${form.formId} · ${draft.patientName.trim()}`,
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError && error.fieldErrors.length > 0) {
        setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
        setServerMissing(error.fieldErrors.map((e) => e.message));
      }
      toast({
        title: t('Error'),
        description: t(errorMessageOf(error, msg('Failed to save Form F'))),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent size="2xl" showClose={!busy} className="top-4! translate-y-0! sm:top-8!">
        <DialogTitle className="text-xl font-semibold text-slate-900">
          {submitted ? t('Amend Form F') : t('Complete Form F')}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {t('{formId} · {patientCode} · {study} · doctor {doctor}', {
            formId: form.formId,
            patientCode: form.patientCode,
            study: form.studyCode ?? t('no study'),
            doctor: form.doctorName ?? t('not recorded'),
          })}
        </DialogDescription>
        <form
          noValidate
          className="mt-4 space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            void save(false);
          }}
        >
          <div ref={top} className="scroll-mt-4">
            <CompletenessPanel
              missing={missing.map((m) => m.message)}
              serverMissing={serverMissing}
              error={errors.form}
            />
          </div>

          <fieldset className="space-y-4">
            <legend className="text-base font-semibold text-slate-900">{t('Section A: patient and referral')}</legend>
            <div className="grid gap-4 sm:grid-cols-3">
              <DraftInput {...props} name="patientName" label={t("Patient's name *")} />
              <DraftInput {...props} name="patientAge" label={t('Age (years) *')} type="number" />
              <DraftInput {...props} name="spouseName" label={t("Husband's / father's name")} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <DraftInput {...props} name="patientAddress" label={t('Full postal address')} />
              <DraftInput {...props} name="patientPhone" label={t('Contact number')} />
            </div>
            <ChildrenFields {...props} />
            <ReferralChoice draft={draft} set={set} />
            {draft.isSelfreferred ? null : (
              <div className="grid gap-4 sm:grid-cols-2">
                <DraftInput {...props} name="referringDoctor" label={t('Referred by (doctor / centre) *')} />
                <DraftInput {...props} name="referringDoctorRegNo" label={t("Referring doctor's registration no.")} />
                <div className="sm:col-span-2">
                  <DraftInput {...props} name="referringDoctorAddress" label={t("Referring doctor's full address *")} />
                </div>
              </div>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <DraftInput {...props} name="lmp" label={t('Last menstrual period')} type="date" />
              <DraftInput
                {...props}
                name="gestationalAge"
                label={t('Weeks of pregnancy')}
                hint={t('LMP or weeks: one is required')}
              />
            </div>
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="text-base font-semibold text-slate-900">{t('Section B: the procedure')}</legend>
            <ProposedValues
              proposals={pendingProposals(draft, form)}
              onConfirm={(confirmed) => {
                setDraft((current) =>
                  confirmed.reduce((next, { item, value }) => confirmProposal(next, item, value), current),
                );
                setServerMissing([]);
              }}
            />
            <SuggestedIndications form={form} draft={draft} set={set} />
            <IndicationsChecklist {...props} />
            <DraftInput
              {...props}
              name="otherIndication"
              label={t('Other indication / notes from the referral slip')}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField id="formf-examinationType" label={t('Ultrasound done (item 11) *')}>
                {(control) => (
                  <Select
                    {...control}
                    value={draft.examinationType}
                    onChange={(e) => set('examinationType', e.target.value as typeof draft.examinationType)}
                  >
                    <option value="">{t('Not recorded')}</option>
                    <option value="abdominal">{t('Transabdominal')}</option>
                    <option value="transvaginal">{t('Transvaginal')}</option>
                    <option value="both">{t('Both')}</option>
                  </Select>
                )}
              </FormField>
              <DraftInput
                {...props}
                name="patientDeclarationDate"
                label={t('Declaration of the woman obtained on *')}
                type="date"
              />
              <DraftInput {...props} name="procedureDate" label={t('Procedure carried out on *')} type="date" />
            </div>
            <DraftInput {...props} name="findings" label={t('Result of the procedure (brief report) *')} multiline />
            <div className="grid gap-4 sm:grid-cols-2">
              <DraftInput {...props} name="resultConveyedTo" label={t('Result conveyed to *')} />
              <DraftInput {...props} name="resultConveyedOn" label={t('Result conveyed on *')} type="date" />
            </div>
            <DraftInput {...props} name="otherProcedure" label={t('(ii) Any other procedure (specify)')} />
            <DraftInput
              {...props}
              name="mtpIndication"
              label={t('Any indication for MTP (item 16) *')}
              hint={t('Record "None" if there is none')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <DraftInput {...props} name="sectionBPlace" label={t('Place (end of section B) *')} />
              <DraftInput {...props} name="sectionBDate" label={t('Date (end of section B) *')} type="date" />
            </div>
            <DraftCheck
              id="formf-invasive"
              checked={draft.invasiveTestAdvised}
              onChange={(v) => set('invasiveTestAdvised', v)}
            >
              {t('An invasive test was advised')}
            </DraftCheck>
            {draft.invasiveTestAdvised ? (
              <DraftInput {...props} name="invasiveTestReason" label={t('Reason for the invasive test')} />
            ) : null}
          </fieldset>

          <SectionCFields {...props} />

          <DeclarationFields {...props} form={form} ownDeclaration={ownDeclaration} />

          {submitted ? (
            <fieldset className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4">
              <legend className="px-1 text-base font-semibold text-slate-900">{t('Amendment')}</legend>
              <p className="text-sm text-slate-700">
                {t('This Form F was submitted. A change is kept as an amendment, with the reason, who and when.')}
              </p>
              <DraftInput {...props} name="amendmentReason" label={t('Reason for the amendment *')} />
              {amendments.data?.length ? (
                <ul aria-label={t('Earlier amendments')} className="space-y-1 text-sm text-slate-700">
                  {amendments.data.map((a) => (
                    <li key={a.version}>
                      {t('Version {version} · {when} · {reason}', {
                        version: a.version,
                        when: formatDateTime(a.amendedAt),
                        reason: a.reason,
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
            </fieldset>
          ) : null}

          {Object.keys(errors).length > 0 ? (
            <p role="alert" className="text-sm text-red-700">
              {errors.form ? t(errors.form) : t('Please correct the marked fields.')}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t('Cancel')}
            </Button>
            {submitted && !canSubmit ? null : (
              <Button type="submit" variant={submitted ? 'primary' : 'secondary'} disabled={busy}>
                {submitted ? t('Save Amendment') : t('Save Draft')}
              </Button>
            )}
            {submitted || !canSubmit ? null : (
              <Button onClick={() => void save(true)} disabled={busy}>
                {t('Submit')}
              </Button>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ReferralChoice({ draft, set }: { draft: { isSelfreferred: boolean }; set: DraftSetter }) {
  const t = useT();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">{t('Referral (item 7) *')}</legend>
      <div className="flex flex-wrap gap-6 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="formf-referral"
            checked={!draft.isSelfreferred}
            onChange={() => set('isSelfreferred', false)}
          />
          {t('Referred by a doctor / Genetic Counselling Centre')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="formf-referral"
            checked={draft.isSelfreferred}
            onChange={() => set('isSelfreferred', true)}
          />
          {t('Self-referral by the doctor performing the procedure')}
        </label>
      </div>
      {/* Note 7(b) of the form: the law's own English wording, as it prints. */}
      <p className="text-xs text-slate-600">{SELF_REFERRAL_NOTE}</p>
    </fieldset>
  );
}

/**
 * The fetal-sex refusal names the phrase to remove, so as it stands it is no catalog id: it is
 * translated from core's own wording with a {phrase} placeholder (scripts/i18n-source.ts), and the
 * advice a sex-implying finding adds after it by its English text. Other errors pass as they are.
 */
const FETAL_SEX_ID = M.fetalSexText('{phrase}');
const [FETAL_SEX_BEFORE = '', FETAL_SEX_AFTER = ''] = FETAL_SEX_ID.split('{phrase}');

function shownErrors(errors: FormFErrors, t: typeof translate): FormFErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message && fetalSexRefusal(message, t)]),
  );
}

function fetalSexRefusal(message: string, t: typeof translate): string {
  if (!message.startsWith(FETAL_SEX_BEFORE)) return message;
  const end = message.indexOf(FETAL_SEX_AFTER, FETAL_SEX_BEFORE.length);
  if (end < 0) return message;
  const phrase = message.slice(FETAL_SEX_BEFORE.length, end);
  const advice = message.slice(end + FETAL_SEX_AFTER.length).trim();
  return advice ? `${t(FETAL_SEX_ID, { phrase })} ${t(advice)}` : t(FETAL_SEX_ID, { phrase });
}

/** Live completeness, computed as the server computes compliance. */
function CompletenessPanel({
  missing,
  serverMissing,
  error,
}: {
  missing: string[];
  serverMissing: string[];
  error: string | undefined;
}) {
  const t = useT();
  const items = serverMissing.length > 0 ? serverMissing : missing;
  if (items.length === 0) {
    return (
      <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-800">
        {t('Every statutory item is filled in: this Form F is complete and can be submitted.')}
      </p>
    );
  }
  return (
    <div
      role={error ? 'alert' : 'status'}
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="font-semibold">
        {error
          ? t(error)
          : items.length === 1
            ? t('Incomplete (Non-Compliant): 1 item missing')
            : t('Incomplete (Non-Compliant): {count} items missing', { count: items.length })}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {items.map((item) => (
          // Core's and the server's messages, translated by their English text.
          <li key={item}>{t(item)}</li>
        ))}
      </ul>
    </div>
  );
}
