import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../messages.ts';
import { findPasswordProblem } from './password-policy.ts';

describe('findPasswordProblem', () => {
  it.each([
    ['Clinic@Secure2026', null],
    ['Ab1@wxyz', null],
    [`Ab1@${'z'.repeat(124)}`, null],
    ['Mera Clinic@2026 सुरक्षित', null],
    ['@Start1a', null],
    ['Ab1@xyz', M.passwordTooShort],
    [`Ab1@${'z'.repeat(125)}`, M.passwordTooLong],
    ['clinic@secure1', M.passwordComplexity],
    ['CLINIC@SECURE1', M.passwordComplexity],
    ['Clinic@Secure', M.passwordComplexity],
    ['ClinicSecure12', M.passwordComplexity],
    ['Ultrasound#2026', null],
    ['Ultra-sound2026', null],
    ['Ultra_sound2026', null],
    ['#Clinic@Secure1', null],
    ['Ultrasound 2026', M.passwordComplexity],
    ['Ultrasoundé2026', M.passwordComplexity],
    [' Clinic@Secure1', M.passwordComplexity],
    ['Password@123', M.passwordCommon],
    ['wELCOME@123', M.passwordCommon],
  ])('%s → %s', (password, problem) => {
    expect(findPasswordProblem(password)).toBe(problem);
  });
});
