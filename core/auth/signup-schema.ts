import { z } from 'zod';
import { AUTH_MESSAGES as M } from '../messages.ts';
import { isPersonName, personName } from '../names/person-name.ts';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { PLAN_KEYS } from '../plans/catalogue.ts';
import { normaliseIndianPhone } from '../validation/indian-phone.ts';
import { multilineText, text } from '../validation/text-rules.ts';
import { findPasswordProblem } from './password-policy.ts';

const asName = fetalSexGuard('name');
const asAddress = fetalSexGuard('address');

// Letters include Indian scripts (\p{L} plus combining marks \p{M}), not only A–Z.
const CLINIC_NAME = /^[\p{L}\p{M}0-9 &.-]{2,100}$/u;
const QUALIFICATION = /^[\p{L}\p{M}0-9 ,.()-]{2,100}$/u;
const TEN_DIGITS = /^\d{10}$/;

export const EmailSchema = text({ error: M.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, M.emailInvalid)
  .pipe(z.email({ error: M.emailInvalid }));

/** A password that meets the server policy; the message is the first rule broken. */
export const NewPasswordSchema = text({ error: M.passwordComplexity }).superRefine((value, ctx) => {
  const problem = findPasswordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const optionalText = (max: number, accepts: ((value: string) => boolean) | null, message: string) =>
  text({ error: message })
    .trim()
    .max(max, message)
    .refine((v) => accepts === null || v === '' || accepts(v), message)
    .optional()
    .transform((v) => (v ? v : undefined));

export const SignupPersonalSchema = z.object({
  firstName: asName(personName(M.firstName)),
  lastName: asName(personName(M.lastName)),
  email: EmailSchema,
  password: NewPasswordSchema,
  confirmPassword: text({ error: M.passwordsDoNotMatch }),
});

export const SignupClinicSchema = z.object({
  // PC-PNDT: names and addresses print on every report, receipt and Form F (core/pcpndt/pcpndt-text.ts).
  clinicName: asName(text({ error: M.clinicName }).trim().regex(CLINIC_NAME, M.clinicName)),
  clinicAddress: asAddress(
    multilineText({ error: M.clinicAddress }).trim().min(10, M.clinicAddress).max(200, M.clinicAddress),
  ),
  // Written as the clinic writes it ("0253 246 5789", "+91 98765 43210"), kept as its 10 digits,
  // as a patient's phone is: the rule then says what is wrong with anything else.
  clinicPhone: text({ error: M.clinicPhone })
    .transform(normaliseIndianPhone)
    .refine((v) => TEN_DIGITS.test(v), M.clinicPhone),
  clinicEmail: EmailSchema,
  registrationNumber: text({ error: M.registrationRequired })
    .trim()
    .min(1, M.registrationRequired)
    .max(100, M.registrationTooLong),
});

export const SignupStaffSchema = z.object({
  doctorName: asName(personName(M.doctorName, { dots: true })),
  doctorQualification: asName(
    text({ error: M.doctorQualification }).trim().regex(QUALIFICATION, M.doctorQualification),
  ),
  licenseNumber: text({ error: M.licenseRequired }).trim().min(1, M.licenseRequired).max(50, M.licenseTooLong),
  technicianName: asName(optionalText(50, (v) => isPersonName(v, { dots: true }), M.technicianName)),
  technicianQualification: asName(optionalText(100, null, M.technicianQualification)),
});

export const SignupPlanSchema = z.object({
  subscriptionPlan: z.enum(PLAN_KEYS, { error: M.planInvalid }),
  acceptTerms: z.literal(true, { error: M.acceptTerms }),
  acceptPrivacy: z.literal(true, { error: M.acceptPrivacy }),
});

type SignupShape = z.infer<typeof SignupPersonalSchema> & z.infer<typeof SignupClinicSchema>;

/** Cross-field rules, shared by the full schema and the wizard's per-step checks. */
export function addSignupCrossFieldIssues(value: Partial<SignupShape>, ctx: z.RefinementCtx): void {
  if (value.confirmPassword !== undefined && value.confirmPassword !== value.password) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.passwordsDoNotMatch });
  }
  if (value.clinicEmail && value.email && value.clinicEmail.toLowerCase() === value.email.toLowerCase()) {
    ctx.addIssue({ code: 'custom', path: ['clinicEmail'], message: M.clinicEmailSame });
  }
}

export const SignupSchema = SignupPersonalSchema.extend(SignupClinicSchema.shape)
  .extend(SignupStaffSchema.shape)
  .extend(SignupPlanSchema.shape)
  .superRefine(addSignupCrossFieldIssues);
export type SignupInput = z.input<typeof SignupSchema>;
export type Signup = z.output<typeof SignupSchema>;

/** The wizard's four steps, in order, each with the fields it validates before Next. */
export const SIGNUP_STEPS = [
  { title: 'Personal Information', schema: SignupPersonalSchema },
  { title: 'Clinic Information', schema: SignupClinicSchema },
  { title: 'Medical Staff', schema: SignupStaffSchema },
  { title: 'Choose Your Plan', schema: SignupPlanSchema },
] as const;

export const SignupResponseSchema = z.object({ message: z.string(), token: z.string() });
