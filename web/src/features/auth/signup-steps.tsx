import { PASSWORD_HINT } from '../../../../core/auth/password-policy.ts';
import type { SignupForm } from './signup-form.ts';
import { SignupTextField } from './signup-text-field.tsx';

export function PersonalStep({ form }: { form: SignupForm }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SignupTextField form={form} name="firstName" label="First Name" autoComplete="given-name" />
      <SignupTextField form={form} name="lastName" label="Last Name" autoComplete="family-name" />
      <div className="sm:col-span-2">
        <SignupTextField form={form} name="email" label="Email" kind="email" autoComplete="email" />
      </div>
      <SignupTextField
        form={form}
        name="password"
        label="Password"
        kind="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
      />
      <SignupTextField
        form={form}
        name="confirmPassword"
        label="Confirm Password"
        kind="password"
        autoComplete="new-password"
      />
    </div>
  );
}

export function ClinicStep({ form }: { form: SignupForm }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <SignupTextField form={form} name="clinicName" label="Clinic Name" autoComplete="organization" />
      </div>
      <div className="sm:col-span-2">
        <SignupTextField
          form={form}
          name="clinicAddress"
          label="Clinic Address"
          kind="multiline"
          placeholder="Building, street, city, state and PIN code"
        />
      </div>
      <SignupTextField
        form={form}
        name="clinicPhone"
        label="Clinic Phone"
        kind="tel"
        autoComplete="tel-national"
        hint="10 digits, without +91 or 0"
      />
      <SignupTextField
        form={form}
        name="clinicEmail"
        label="Clinic Email"
        kind="email"
        hint="Must differ from your personal email"
      />
      <div className="sm:col-span-2">
        <SignupTextField form={form} name="registrationNumber" label="Clinic Registration Number" />
      </div>
    </div>
  );
}

export function StaffStep({ form }: { form: SignupForm }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SignupTextField form={form} name="doctorName" label="Doctor Name" placeholder="Dr. A. Sharma" />
      <SignupTextField
        form={form}
        name="doctorQualification"
        label="Doctor Qualification"
        placeholder="MBBS, MD (Radiology)"
      />
      <div className="sm:col-span-2">
        <SignupTextField
          form={form}
          name="licenseNumber"
          label="Doctor's Registration Number"
          hint="Medical council registration number"
        />
      </div>
      <SignupTextField form={form} name="technicianName" label="Technician Name (optional)" />
      <SignupTextField form={form} name="technicianQualification" label="Technician Qualification (optional)" />
    </div>
  );
}
