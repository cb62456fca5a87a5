import { clinicDayOf } from '../../core/format/dates.ts';
import type { Database } from '../../db/client.ts';
import { doctors } from '../../db/schema/doctors.ts';
import { patients } from '../../db/schema/patients.ts';
import { payments } from '../../db/schema/payments.ts';
import { pcpndtForms } from '../../db/schema/pcpndt-forms.ts';
import { reports } from '../../db/schema/reports.ts';
import { studies } from '../../db/schema/studies.ts';

/** The clinic's time zone, in which the analytics count days and months. */
export const TZ = 'Asia/Kolkata';

let serial = 0;
const nextId = (prefix: string) => `${prefix}-${String(++serial).padStart(6, '0')}`;

const TYPES = ['abdominal', 'pelvic', 'obstetric-2nd-3rd'];
const METHODS = ['cash', 'upi', 'card'];
const REFERRERS = ['Dr. Kavita Joshi', ' dr. kavita joshi ', 'Dr. Manoj Verma', null, ''];

/**
 * Seeds one clinic straight into its tables over five months either side of the range, with the
 * awkward moments on purpose: 23:59 and 00:01 IST on month ends, reports without a study or a
 * doctor, studies of every status, referrer names differing only in case and spaces.
 */
export async function seedClinic(db: Database, clinicId: string) {
  const [doctor] = await db
    .insert(doctors)
    .values({ clinicId, name: 'Dr. Rakesh Mehta', registrationNumber: 'HMC/2019/4521' })
    .returning();
  const moments: Date[] = [
    new Date('2026-01-31T18:29:00Z'), // 31 Jan 23:59 IST
    new Date('2026-01-31T18:31:00Z'), // 1 Feb 00:01 IST
    new Date('2025-12-31T18:29:00Z'), // 31 Dec 23:59 IST (the previous period)
    new Date('2026-03-15T05:00:00Z'), // today
  ];
  for (let i = 0; i < 60; i++) moments.push(new Date(Date.UTC(2025, 10, 1) + i * 2.2 * 86_400_000 + i * 3_600_000));
  let n = 0;
  for (const at of moments) {
    n++;
    const [patient] = await db
      .insert(patients)
      .values({
        clinicId,
        patientId: nextId('P'),
        firstName: 'Asha',
        lastName: `Rao ${String.fromCharCode(65 + (n % 26))}`,
        dateOfBirth: '1990-01-01',
        gender: 'female',
        phone: '9811122233',
        referringDoctorName: REFERRERS[n % REFERRERS.length] ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!patient) throw new Error('patient not seeded');
    const status = ['completed', 'completed', 'cancelled', 'scheduled', 'in-progress'][n % 5] as string;
    const scheduled = new Date(at.getTime() + (n % 3) * 3_600_000);
    const [study] =
      n % 7 === 0
        ? []
        : await db
            .insert(studies)
            .values({
              clinicId,
              studyId: nextId('S'),
              patientId: patient.id,
              studyType: TYPES[n % 3] as string,
              scheduledDate: scheduled,
              status,
              createdAt: at,
              updatedAt: at,
            })
            .returning();
    if (status !== 'cancelled') {
      const finalized = status === 'completed' || !study;
      await db.insert(reports).values({
        clinicId,
        patientId: patient.id,
        studyId: study?.id ?? null,
        reportId: nextId('R'),
        reportType: TYPES[n % 3] as string,
        status: finalized ? 'finalized' : 'draft',
        doctorName: n % 4 === 0 ? null : ['Dr. Rakesh Mehta', 'Dr. Priya Nair'][n % 2],
        finalizedAt: finalized ? new Date(scheduled.getTime() + ((n * 37) % 2000) * 60_000) : null,
        createdAt: at,
        updatedAt: at,
      });
    }
    if (n % 2 === 0) {
      await db.insert(payments).values({
        clinicId,
        patientId: patient.id,
        paymentId: nextId('PAY'),
        amount: `${100 + n}.${String(n % 100).padStart(2, '0')}`,
        paymentMethod: METHODS[n % 3] as string,
        paymentDate: clinicDayOf(at, TZ),
      });
    }
    if (n % 3 === 0) {
      await db.insert(pcpndtForms).values({
        clinicId,
        formId: nextId('F'),
        registerSerial: n,
        patientId: patient.id,
        medicalIndication: 'Routine',
        examDateTime: at,
        doctorId: doctor?.id ?? '',
        isCompliant: n % 2 === 0,
        submittedAt: n % 4 === 0 ? at : null,
      });
    }
  }
}
