import { describe, expect, it } from 'vitest';
import { FORM_F_MESSAGES as M } from '../../../../../core/formf/formf-messages.ts';
import type { FormF } from '../../../../../core/formf/formf-schemas.ts';
import { draftFromForm, missingFromDraft, payloadFromDraft, validateDraft } from './formf-edit-model.ts';

const stored = {
  patientName: 'Kavita Singh',
  patientAge: 29,
  spouseName: 'Arun Singh',
  patientAddress: '4 Lake View, Pune',
  patientPhone: '9876543210',
  numberOfChildren: 0,
  childrenDetails: null,
  referringDoctor: null,
  referringDoctorRegNo: null,
  isSelfreferred: false,
  indications: [],
  otherIndication: null,
  lmp: '2026-06-01',
  gestationalAge: null,
  examinationType: 'abdominal',
  findings: 'Single live intrauterine fetus.',
  patientDeclarationDate: null,
  procedureDate: '2026-11-20',
  resultConveyedTo: null,
  resultConveyedOn: null,
  mtpIndication: null,
  invasiveTestAdvised: false,
  invasiveTestReason: null,
  patientDeclarationSigned: false,
  doctorDeclarationSigned: false,
  doctorName: 'Dr. Meera Rao',
  status: 'draft',
} as unknown as FormF;

describe('Form F completion form', () => {
  it("mirrors the server's rules and messages", () => {
    const draft = { ...draftFromForm(stored), patientName: ' ', patientAge: '0', patientDeclarationDate: '2026-11-21' };
    expect(validateDraft(draft, stored)).toEqual({
      patientName: M.patientNameRequired,
      patientAge: M.ageInvalid,
      patientDeclarationDate: M.declarationAfterProcedure,
    });
    expect(validateDraft({ ...draftFromForm(stored), patientAge: '' }, stored).patientAge).toBe(M.ageInvalid);
    expect(validateDraft({ ...draftFromForm(stored), findings: 'It is a girl' }, stored).findings).toMatch(
      /must not record or disclose the sex of the foetus/,
    );
  });

  it('sends no indications for a record that never had any, and an empty list (refused) when all are unticked', () => {
    expect(payloadFromDraft(draftFromForm(stored), stored)).not.toHaveProperty('indications');
    const ticked = { ...stored, indications: ['ii'] } as FormF;
    const unticked = { ...draftFromForm(ticked), indications: [] };
    expect(validateDraft(unticked, ticked).indications).toBe(M.indicationRequired);
  });

  it('needs a reason to amend a submitted form', () => {
    const submitted = { ...stored, status: 'submitted' } as FormF;
    expect(validateDraft(draftFromForm(submitted), submitted).amendmentReason).toBe(M.amendmentReasonRequired);
    const reasoned = { ...draftFromForm(submitted), amendmentReason: 'Wrong LMP typed' };
    expect(payloadFromDraft(reasoned, submitted).amendmentReason).toBe('Wrong LMP typed');
  });

  it('computes what is missing exactly as the server does', () => {
    const missing = missingFromDraft(draftFromForm(stored), stored).map((m) => m.item);
    expect(missing).toEqual([
      'referral',
      'indications',
      'patientDeclarationDate',
      'resultConveyedTo',
      'resultConveyedOn',
      'patientDeclarationSigned',
      'doctorDeclarationSigned',
    ]);
    const complete = {
      ...draftFromForm(stored),
      isSelfreferred: true,
      indications: ['ii'],
      patientDeclarationDate: '2026-11-20',
      resultConveyedTo: 'Patient',
      resultConveyedOn: '2026-11-20',
      patientDeclarationSigned: true,
      doctorDeclarationSigned: true,
    };
    expect(missingFromDraft(complete, stored)).toEqual([]);
  });
});
