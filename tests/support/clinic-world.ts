import type { FastifyInstance, RouteOptions } from 'fastify';
import { bearer, buildReport, registerPatient, type SignedUpClinic, signUpTrialClinic } from './factories.ts';

/** A trial clinic holding one of everything an id-taking route can name. */
export interface ClinicWorld {
  clinic: SignedUpClinic;
  patientId: string;
  /** A finalized obstetric report, so it has a Form F. */
  reportId: string;
  formId: string;
  paymentId: string;
  studyId: string;
  doctorId: string;
}

async function created(app: FastifyInstance, token: string, url: string, payload: object): Promise<{ id: string }> {
  const res = await app.inject({ method: 'POST', url, headers: bearer(token), payload });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`${url} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** One of everything in a new trial clinic, or in the centre an existing session acts for. */
export async function buildClinicWorld(app: FastifyInstance, existing?: SignedUpClinic): Promise<ClinicWorld> {
  const clinic = existing ?? (await signUpTrialClinic(app));
  const token = clinic.token;
  const patient = await registerPatient(app, token, { isObstetric: true, spouseName: 'Ravi Sharma' });
  const study = await created(app, token, '/api/studies', {
    patientId: patient.id,
    studyType: 'obstetric_second_third_trimester',
    scheduledDate: new Date().toISOString(),
  });
  const report = await created(
    app,
    token,
    '/api/reports',
    buildReport(patient.id, 'obstetric_second_third_trimester', { studyId: study.id }),
  );
  const forms = await app.inject({
    method: 'GET',
    url: `/api/pcpndt-forms?reportId=${report.id}`,
    headers: bearer(token),
  });
  const formId = forms.json().forms?.[0]?.id as string | undefined;
  if (!formId) throw new Error(`no Form F for the finalized report: ${forms.body}`);
  const payment = await created(app, token, '/api/payments', {
    patientId: patient.id,
    amount: 1500,
    paymentMethod: 'upi',
    paymentDate: new Date().toISOString().slice(0, 10),
    reportId: report.id,
  });
  const doctor = await created(app, token, '/api/doctors', { name: 'Dr Anil Kumar', registrationNumber: 'MCI-12345' });
  return {
    clinic,
    patientId: patient.id,
    reportId: report.id,
    formId,
    paymentId: payment.id,
    studyId: study.id,
    doctorId: doctor.id,
  };
}

/** One method of one route, as the app registered it (HEAD left out: it mirrors GET). */
export interface ApiRoute {
  method: string;
  url: string;
  key: string;
  paramKeys: string[];
  queryKeys: string[];
  bodyKeys: string[];
}

const shapeKeys = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};

/** Collects the route table through buildApp's onRoute option. */
export function createRouteRecorder() {
  const raw: RouteOptions[] = [];
  return {
    onRoute: (route: RouteOptions) => void raw.push(route),
    routes(): ApiRoute[] {
      return raw.flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method])
          .filter((method) => method !== 'HEAD')
          .map((method) => {
            const schema = route.schema as { params?: unknown; querystring?: unknown; body?: unknown } | undefined;
            return {
              method,
              url: route.url,
              key: `${method} ${route.url}`,
              paramKeys: [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? ''),
              queryKeys: shapeKeys(schema?.querystring),
              bodyKeys: shapeKeys(schema?.body),
            };
          }),
      );
    },
  };
}

/** Percent-encoded; a lone surrogate (no UTF-8 form) becomes its raw WTF-8 bytes, as a client could send. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(ch);
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      })
      .join('');
  }
}

/** The route's path with each parameter replaced. */
export function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeSegment(params[name] ?? ''));
}
