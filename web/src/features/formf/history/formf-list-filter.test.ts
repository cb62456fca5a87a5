import { describe, expect, it } from 'vitest';
import type { FormF } from '../../../../../core/formf/formf-schemas.ts';
import { filterForms } from './formf-list-filter.ts';

const form = (over: Partial<FormF>) =>
  ({
    formId: 'F-000001',
    studyCode: 'S-000001',
    formType: 'obstetric_first_trimester',
    isCompliant: false,
    status: 'draft',
    ...over,
  }) as FormF;

const forms = [
  form({}),
  form({
    formId: 'F-000002',
    studyCode: 'S-000007',
    formType: 'obstetric_second_third_trimester',
    isCompliant: true,
    status: 'submitted',
  }),
  form({ formId: 'F-000003', studyCode: null, isCompliant: true }),
];
const ids = (list: FormF[]) => list.map((f) => f.formId);

describe('Patient History list filter', () => {
  it.each([
    ['f-000002', ['F-000002']],
    ['S-000007', ['F-000002']],
    ['second_third', ['F-000002']],
    ['first', ['F-000001', 'F-000003']],
    ['  ', ['F-000001', 'F-000002', 'F-000003']],
    ['P-000001', []],
  ])('searches formId, studyId and formType for %j', (search, expected) => {
    expect(ids(filterForms(forms, search, 'all'))).toEqual(expected);
  });

  it('narrows to incomplete, draft or submitted forms', () => {
    expect(ids(filterForms(forms, '', 'incomplete'))).toEqual(['F-000001']);
    expect(ids(filterForms(forms, '', 'draft'))).toEqual(['F-000001', 'F-000003']);
    expect(ids(filterForms(forms, '', 'submitted'))).toEqual(['F-000002']);
    expect(ids(filterForms(forms, 'F-000003', 'incomplete'))).toEqual([]);
  });
});
