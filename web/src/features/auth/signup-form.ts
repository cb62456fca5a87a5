import { zodResolver } from '@hookform/resolvers/zod';
import type { DefaultValues, FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  addSignupCrossFieldIssues,
  SIGNUP_STEPS,
  type Signup,
  type SignupInput,
  SignupSchema,
} from '../../../../core/auth/signup-schema.ts';
import type { PlanKey } from '../../../../core/plans/catalogue.ts';

export type SignupForm = UseFormReturn<SignupInput, unknown, Signup>;
export type SignupField = keyof SignupInput;

/** The fields each wizard step validates before Next, taken from the step schemas in core. */
export const STEP_FIELDS: readonly (readonly SignupField[])[] = SIGNUP_STEPS.map(
  (step) => Object.keys(step.schema.shape) as SignupField[],
);

export const LAST_STEP = SIGNUP_STEPS.length - 1;

export function signupDefaults(plan: PlanKey): DefaultValues<SignupInput> {
  return {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    clinicName: '',
    clinicAddress: '',
    clinicPhone: '',
    clinicEmail: '',
    registrationNumber: '',
    doctorName: '',
    doctorQualification: '',
    licenseNumber: '',
    technicianName: '',
    technicianQualification: '',
    subscriptionPlan: plan,
    // acceptTerms/acceptPrivacy start unset: the schema's literal(true) rejects an unticked box.
  };
}

// zod 4 runs an object's refinements only once every field parses, so on step 1 the
// "passwords match" rule would never run while step 2 is still empty. This schema checks just
// the cross-field rules, with the same function the server uses.
const CrossFieldSchema = z
  .object({ email: z.string(), password: z.string(), confirmPassword: z.string(), clinicEmail: z.string() })
  .superRefine(addSignupCrossFieldIssues);

function findCrossFieldErrors(values: SignupInput): { field: SignupField; message: string }[] {
  const result = CrossFieldSchema.safeParse({
    email: values.email ?? '',
    password: values.password ?? '',
    confirmPassword: values.confirmPassword ?? '',
    clinicEmail: values.clinicEmail ?? '',
  });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ field: issue.path[0] as SignupField, message: issue.message }));
}

const schemaResolver = zodResolver(SignupSchema);

/** SignupSchema plus the cross-field rules on every validation, whatever the other steps hold. */
export const signupResolver: Resolver<SignupInput, unknown, Signup> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const crossErrors = findCrossFieldErrors(values);
  if (crossErrors.length === 0) return result;
  const errors: FieldErrors<SignupInput> = { ...result.errors };
  for (const { field, message } of crossErrors) {
    if (!errors[field]) errors[field] = { type: 'custom', message };
  }
  return { values: {}, errors };
};

/** The first step holding one of `fields`, to send the user back to a field the server refused. */
export function stepOfField(field: string): number {
  return STEP_FIELDS.findIndex((fields) => fields.some((name) => name === field));
}
