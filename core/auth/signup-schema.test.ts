import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../messages.ts';
import { SIGNUP_STEPS, SignupSchema } from './signup-schema.ts';

const valid = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'Asha@Example.in',
  password: 'Clinic@Secure2026',
  confirmPassword: 'Clinic@Secure2026',
  clinicName: 'Sunrise Imaging & Diagnostics',
  clinicAddress: '12 MG Road, Gurugram',
  clinicPhone: '9876543210',
  clinicEmail: 'front@sunrise.in',
  licenseNumber: 'HMC/2019/4521',
  registrationNumber: 'PNDT/GGN/2020/117',
  doctorName: 'Dr. R. K. Mehta',
  doctorQualification: 'MBBS, MD (Radiology)',
  subscriptionPlan: 'trial',
  acceptTerms: true,
  acceptPrivacy: true,
};

const messagesFor = (input: object) => {
  const result = SignupSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('SignupSchema', () => {
  it('accepts a complete signup, lower-casing e-mails and dropping empty optional fields', () => {
    const result = SignupSchema.parse({ ...valid, technicianName: '', technicianQualification: '  ' });
    expect(result.email).toBe('asha@example.in');
    expect(result.technicianName).toBeUndefined();
    expect(result.technicianQualification).toBeUndefined();
  });

  it('reports mismatched passwords and equal e-mails on their fields', () => {
    expect(messagesFor({ ...valid, confirmPassword: 'Other@Secure2026' })).toEqual([
      `confirmPassword: ${M.passwordsDoNotMatch}`,
    ]);
    expect(messagesFor({ ...valid, clinicEmail: 'ASHA@example.in' })).toEqual([`clinicEmail: ${M.clinicEmailSame}`]);
  });

  it.each([
    [{ clinicPhone: '98765 4321' }, `clinicPhone: ${M.clinicPhone}`],
    [{ doctorName: 'D' }, `doctorName: ${M.doctorName}`],
    [{ acceptPrivacy: false }, `acceptPrivacy: ${M.acceptPrivacy}`],
    [{ subscriptionPlan: 'gold' }, `subscriptionPlan: ${M.planInvalid}`],
  ])('rejects %o', (override, message) => {
    expect(messagesFor({ ...valid, ...override })).toContain(message);
  });

  it.each([
    ['0253 246 5789', '2532465789'],
    ['+91 98765 43210', '9876543210'],
    ['(020) 2612-3456', '2026123456'],
  ])('keeps the clinic phone %o as its 10 digits %o, as a patient phone', (typed, stored) => {
    const result = SignupSchema.safeParse({ ...valid, clinicPhone: typed });
    expect(result.success && result.data.clinicPhone).toBe(stored);
  });

  it('has four steps whose fields together are the whole form', () => {
    expect(SIGNUP_STEPS).toHaveLength(4);
    const stepFields = SIGNUP_STEPS.flatMap((step) => Object.keys(step.schema.shape)).sort();
    expect(stepFields).toEqual(Object.keys(valid).concat('technicianName', 'technicianQualification').sort());
  });
});
