import { randomUUID } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import { clinics } from '../../db/schema/clinics.ts';
import { doctors } from '../../db/schema/doctors.ts';
import { forgottenPhrases } from '../../db/schema/forgotten-phrases.ts';
import { invitations, memberships } from '../../db/schema/memberships.ts';
import { patients } from '../../db/schema/patients.ts';
import { payments } from '../../db/schema/payments.ts';
import { pcpndtFormAmendments } from '../../db/schema/pcpndt-form-amendments.ts';
import { pcpndtForms } from '../../db/schema/pcpndt-forms.ts';
import { pcpndtMachines, pcpndtSonologists } from '../../db/schema/pcpndt-registration.ts';
import { reportDeliveries } from '../../db/schema/report-deliveries.ts';
import { reportTemplates, reportTemplateVersions } from '../../db/schema/report-templates.ts';
import { reportVersions } from '../../db/schema/report-versions.ts';
import { reports } from '../../db/schema/reports.ts';
import { studies } from '../../db/schema/studies.ts';
import { billingTransactions, subscriptions } from '../../db/schema/subscriptions.ts';
import type { ApiRoute } from './clinic-world.ts';
import { accountCases } from './cross-clinic-account-cases.ts';
import { dicomCases } from './cross-clinic-dicom-cases.ts';
import { type CrossClinicCase, organisationPatientCases, recordCases } from './cross-clinic-record-cases.ts';
import { registrationCases } from './cross-clinic-registration-cases.ts';
import type { CrossClinicWorld } from './cross-clinic-world.ts';

/** Every case of the route table, in its order. */
export function crossClinicCases(w: CrossClinicWorld): CrossClinicCase[] {
  return [
    ...recordCases(w),
    ...accountCases(w),
    ...registrationCases(w),
    ...dicomCases(w),
    ...organisationPatientCases(w),
  ];
}

/** Where a route takes an id: 'param:id', 'query:patientId', 'body:reportId'. */
const ID_KEY = /^(id|[a-z]+Id)$/;
export function idInputs(route: ApiRoute): string[] {
  return [
    ...route.paramKeys.filter((k) => ID_KEY.test(k)).map((k) => `param:${k}`),
    ...route.queryKeys.filter((k) => ID_KEY.test(k)).map((k) => `query:${k}`),
    ...route.bodyKeys.filter((k) => ID_KEY.test(k)).map((k) => `body:${k}`),
  ];
}

/** Id inputs that do not name a clinic's row, each with the reason. */
export const NOT_TENANT_IDS: Record<string, string> = {
  'PUT /api/uploads/logo/:grantId param:grantId': 'a signed capability URL; tests/api/logo-upload.test.ts',
  'POST /api/subscription/create-order body:planId': 'a catalogue plan, the same for every clinic',
  'POST /api/subscription/verify-payment body:planId': 'a catalogue plan, the same for every clinic',
  'POST /api/subscription/verify-payment body:paymentId': 'the gateway’s payment id, checked by signature',
  'GET /api/bridge/worklist query:patientId':
    'a DICOM matching key (the human P-… id, wildcards allowed) under a bridge token, which names its clinic; tests/api/dicom-bridge.test.ts (cross-clinic)',
};

/** The tenant tables an id-taking route can touch, under the names the snapshot gives them. */
const TENANT_TABLES = {
  patients,
  reports,
  deliveries: reportDeliveries,
  versions: reportVersions,
  studies,
  payments,
  forms: pcpndtForms,
  amendments: pcpndtFormAmendments,
  doctors,
  memberships,
  invitations,
  billing: billingTransactions,
  subscriptions,
  templates: reportTemplates,
  templateVersions: reportTemplateVersions,
  forgottenPhrases,
  machines: pcpndtMachines,
  sonologists: pcpndtSonologists,
};

/** Every row a clinic owns in the tables an id-taking route can touch, as JSON. */
async function snapshot(w: CrossClinicWorld, clinicId: string): Promise<string> {
  const clinicIds = [clinicId];
  const db = w.t.handle.db;
  const rows: Record<string, unknown[]> = {
    clinics: await db.select().from(clinics).where(inArray(clinics.id, clinicIds)).orderBy(asc(clinics.id)),
  };
  for (const [name, table] of Object.entries(TENANT_TABLES)) {
    rows[name] = await db.select().from(table).where(inArray(table.clinicId, clinicIds)).orderBy(asc(table.id));
  }
  return JSON.stringify(rows);
}

/**
 * Runs every case as B. `differing` names cases where B may legitimately answer otherwise than
 * for a random id (centres of one organisation share people and billing), each checked instead
 * by its own expectation.
 */
export async function checkCrossClinicCases(
  w: CrossClinicWorld,
  headers: Record<string, string>,
  differing: Record<string, (foreign: { statusCode: number }, random: { statusCode: number }) => string | null> = {},
): Promise<string[]> {
  const failures: string[] = [];
  for (const c of crossClinicCases(w)) {
    const label = `${c.route} [${c.covers.join(', ')}]`;
    const random = await w.t.app.inject({ ...c.request(randomUUID()), headers });
    const [aBefore, bBefore] = [await snapshot(w, w.aClinicId), await snapshot(w, w.bClinicId)];
    const foreign = await w.t.app.inject({ ...c.request(c.foreign()), headers });
    const [aAfter, bAfter] = [await snapshot(w, w.aClinicId), await snapshot(w, w.bClinicId)];
    if (aAfter !== aBefore) failures.push(`${label}: clinic A's rows changed`);
    const own = differing[label];
    if (own) {
      const problem = own(foreign, random);
      if (problem) failures.push(`${label}: ${problem}`);
      continue;
    }
    // An accepted update answers with the row's new version, so there only the status can match.
    const sameBody = c.ignoresId || foreign.body === random.body;
    if (foreign.statusCode !== random.statusCode || !sameBody) {
      failures.push(
        `${label}: foreign ${foreign.statusCode} ${foreign.body.slice(0, 120)} vs random ${random.statusCode} ${random.body.slice(0, 120)}`,
      );
    }
    if (c.covers.some((input) => input.startsWith('param:')) && foreign.statusCode !== 404) {
      failures.push(`${label}: a foreign path id must be 404, got ${foreign.statusCode}`);
    }
    if (!c.ignoresId && bAfter !== bBefore) failures.push(`${label}: clinic B's rows changed`);
    if (bAfter.includes(c.foreign())) failures.push(`${label}: clinic B's rows now hold A's id`);
  }
  return failures;
}
