import { describe, expect, it } from 'vitest';
import { FORM_F_MESSAGES as M } from '../../../../../core/formf/formf-messages.ts';
import type { FormF } from '../../../../../core/formf/formf-schemas.ts';
import {
  confirmProposal,
  draftFromForm,
  missingFromDraft,
  payloadFromDraft,
  pendingProposals,
  validateDraft,
} from './formf-edit-model.ts';

const stored = {
  patientName: 'Kavita Singh',
  patientAge: 29,
  spouseName: 'Arun Singh',
  patientAddress: '4 Lake View, Pune',
  patientPhone: '9876543210',
  numberOfChildren: null,
  childrenDetails: null,
  livingSons: null,
  livingDaughters: [],
  clinicName: 'Sunrise Imaging',
  clinicAddress: '12 MG Road, Pune',
  clinicRegistrationNumber: 'PNDT/PUNE/2020/17',
  doctorRegistrationNumber: 'MCI-45821',
  otherProcedure: null,
  sectionBPlace: null,
  sectionBDate: null,
  sectionC: null,
  patientSignatureMode: null,
  witnessName: null,
  witnessAge: null,
  witnessSex: null,
  witnessRelationship: null,
  witnessAddress: null,
  doctorDeclarationDate: null,
  suggestedIndications: [],
  referringDoctor: null,
  referringDoctorRegNo: null,
  referringDoctorAddress: null,
  evidenceKinds: ['referral_note'],
  proposed: { procedureDate: '2026-11-20', examinationType: 'abdominal', sectionBPlace: 'Pune' },
  isSelfreferred: false,
  indications: [],
  otherIndication: null,
  lmp: '2026-06-01',
  gestationalAge: null,
  examinationType: null,
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
      'children',
      'referral',
      'referringDoctorAddress',
      'referralEvidence',
      'indications',
      'examinationType',
      'patientDeclarationDate',
      'resultConveyedTo',
      'resultConveyedOn',
      'mtpIndication',
      'sectionBPlace',
      'sectionBDate',
      'patientSignatureMode',
      'patientDeclarationSigned',
      'doctorDeclarationSigned',
      'doctorDeclarationDate',
    ]);
    const complete = {
      ...draftFromForm(stored),
      livingSons: [{ age: '3', unit: 'years' as const }],
      examinationType: 'transvaginal' as const,
      sectionBPlace: 'Pune',
      sectionBDate: '2026-11-20',
      patientSignatureMode: 'thumb_impression' as const,
      witnessName: 'Kamla Devi',
      witnessAge: '52',
      witnessRelationship: 'Mother-in-law',
      witnessAddress: 'Pune',
      isSelfreferred: true,
      indications: ['ii'],
      patientDeclarationDate: '2026-11-20',
      resultConveyedTo: 'Patient',
      resultConveyedOn: '2026-11-20',
      mtpIndication: 'None',
      patientDeclarationSigned: true,
      doctorDeclarationSigned: true,
    };
    expect(missingFromDraft(complete, stored)).toEqual([]);
    // Self-referred: the doctor's note is what item 7(b) keeps; a slip alone is not it.
    expect(
      missingFromDraft(complete, { ...stored, evidenceKinds: ['referral_slip'] } as FormF).map((m) => m.item),
    ).toEqual(['referralEvidence']);
    expect(missingFromDraft({ ...complete, witnessAge: '' }, stored).map((m) => m.item)).toEqual(['witness']);
  });

  it('keeps "not recorded" apart from none, and sends no method nobody chose', () => {
    const payload = payloadFromDraft(draftFromForm(stored), stored);
    expect(payload).toMatchObject({
      livingSons: null,
      livingDaughters: [],
      examinationType: null,
      procedureDate: '2026-11-20',
    });
    const typed = { ...draftFromForm(stored), livingSons: [{ age: '', unit: 'months' as const }] };
    expect(payloadFromDraft(typed, stored).livingSons).toEqual([{ age: null, unit: 'months' }]);
  });

  it('shows a proposal only while its box is empty, and confirming writes it into the draft', () => {
    const draft = draftFromForm(stored);
    expect(pendingProposals(draft, stored).map((p) => p.item)).toEqual(['examinationType', 'sectionBPlace']);
    const confirmed = confirmProposal(confirmProposal(draft, 'examinationType', 'abdominal'), 'sectionBPlace', 'Pune');
    expect(confirmed).toMatchObject({ examinationType: 'abdominal', sectionBPlace: 'Pune' });
    expect(pendingProposals(confirmed, stored)).toEqual([]);
    // Not confirmed, not on the record: the draft as opened sends no method.
    expect(payloadFromDraft(draft, stored).examinationType).toBeNull();
  });

  it('drops what was typed for a witness when the woman signed', () => {
    const signed = { ...draftFromForm(stored), patientSignatureMode: 'signature' as const, witnessName: 'Someone' };
    expect(payloadFromDraft(signed, stored)).toMatchObject({ patientSignatureMode: 'signature', witnessName: null });
  });
});
