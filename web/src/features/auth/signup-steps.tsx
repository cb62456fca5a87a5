import { PASSWORD_HINT } from '../../../../core/auth/password-policy.ts';
import { t } from '../../lib/i18n.ts';
import type { SignupForm } from './signup-form.ts';
import { SignupTextField } from './signup-text-field.tsx';

export function PersonalStep({ form }: { form: SignupForm }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SignupTextField form={form} name="firstName" label={t('First Name')} autoComplete="given-name" />
      <SignupTextField form={form} name="lastName" label={t('Last Name')} autoComplete="family-name" />
      <div className="sm:col-span-2">
        <SignupTextField form={form} name="email" label={t('Email')} kind="email" autoComplete="email" />
      </div>
      <SignupTextField
        form={form}
        name="password"
        label={t('Password')}
        kind="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
      />
      <SignupTextField
        form={form}
        name="confirmPassword"
        label={t('Confirm Password')}
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
        <SignupTextField form={form} name="clinicName" label={t('Clinic Name')} autoComplete="organization" />
      </div>
      <div className="sm:col-span-2">
        <SignupTextField
          form={form}
          name="clinicAddress"
          label={t('Clinic Address')}
          kind="multiline"
          placeholder={t('Building, street, city, state and PIN code')}
        />
      </div>
      <SignupTextField
        form={form}
        name="clinicPhone"
        label={t('Clinic Phone')}
        kind="tel"
        autoComplete="tel-national"
        hint={t('10 digits, without +91 or 0')}
      />
      <SignupTextField
        form={form}
        name="clinicEmail"
        label={t('Clinic Email')}
        kind="email"
        hint={t('Must differ from your personal email')}
      />
      <div className="sm:col-span-2">
        <SignupTextField form={form} name="registrationNumber" label={t('Clinic Registration Number')} />
      </div>
    </div>
  );
}

export function StaffStep({ form }: { form: SignupForm }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SignupTextField form={form} name="doctorName" label={t('Doctor Name')} placeholder={t('Dr. A. Sharma')} />
      <SignupTextField
        form={form}
        name="doctorQualification"
        label={t('Doctor Qualification')}
        placeholder={t('MBBS, MD (Radiology)')}
      />
      <div className="sm:col-span-2">
        <SignupTextField
          form={form}
          name="licenseNumber"
          label={t("Doctor's Registration Number")}
          hint={t('Medical council registration number')}
        />
      </div>
      <SignupTextField form={form} name="technicianName" label={t('Technician Name (optional)')} />
      <SignupTextField form={form} name="technicianQualification" label={t('Technician Qualification (optional)')} />
    </div>
  );
}
