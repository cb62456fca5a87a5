import type { ReactNode } from 'react';
import { formatIsoDay } from '../../../../../core/format/dates.ts';
import type { FormF } from '../../../../../core/formf/formf-schemas.ts';
import {
  DOCTOR_DECLARATION_TITLE,
  FORM_F_HEADING,
  FORM_F_SECTIONS,
  formFDoctorDeclarationText,
  INDICATIONS_PREAMBLE,
  PATIENT_DECLARATION_TITLE,
  patientDeclarationText,
  SELF_REFERRAL_NOTE,
  ULTRASOUND_IMPORTANT_NOTE,
} from '../../../../../core/formf/formf-statutory-text.ts';
import {
  type FormFClinic,
  type FormFItem,
  formFItems,
  formFLetterhead,
  indicationTicks,
  PLACEHOLDER,
} from './formf-print-model.ts';
import { sectionCItems } from './formf-section-c.tsx';

/**
 * Form F as the 2014 rules lay it out (research A.2): heading, Section A, Section B with the
 * ticked list of indications, Section C only when an invasive test was advised, and Section D
 * with the woman's and the doctor's declarations, two signature blocks and the date.
 */
export function FormFDocument({ form, clinic }: { form: FormF; clinic: FormFClinic | null }) {
  const { sectionA, sectionB, afterIndications } = formFItems(form, clinic);
  const ticks = indicationTicks(form);
  const doctor = form.doctorName?.trim() || null;
  return (
    <article aria-label={`Form F ${form.formId}`} className="space-y-2 text-[10.5px] leading-snug text-slate-900">
      <ClinicHeader form={form} clinic={clinic} />
      <header className="text-center">
        <h1 className="text-[15px] font-bold tracking-wide">{FORM_F_HEADING.title}</h1>
        <p className="text-[10px]">{FORM_F_HEADING.reference}</p>
        <p className="font-semibold">{FORM_F_HEADING.subtitle}</p>
        <p className="mt-1 text-[10px] text-slate-700">
          Form ID: {form.formId} · Study ID: {form.studyCode ?? PLACEHOLDER.notProvided} · Patient ID:{' '}
          {form.patientCode} · {form.status === 'submitted' ? 'Submitted' : 'Draft'} ·{' '}
          {form.isCompliant ? 'Compliant' : 'Non-Compliant'}
        </p>
      </header>

      <Section title={FORM_F_SECTIONS.a}>
        <Items items={sectionA} />
        <p className="pl-8 text-[9.5px] italic">{SELF_REFERRAL_NOTE}</p>
      </Section>

      <Section title={FORM_F_SECTIONS.b}>
        <Items items={sectionB} />
        <div className="flex gap-2">
          <span className="w-8 shrink-0 font-semibold">10.</span>
          <div className="space-y-1">
            <p>
              <span className="font-semibold">Indication(s) for the diagnostic procedure</span>, specified with
              reference to the request made in the referral slip or in a self-referral note. {INDICATIONS_PREAMBLE}
            </p>
            <ul aria-label="Indications i to xxiii" className="grid grid-cols-2 gap-x-4 gap-y-0.5 text-[9.5px]">
              {ticks.map((tick) => (
                <li key={tick.code} className="flex gap-1">
                  <span aria-hidden="true" className="w-3 shrink-0 font-bold">
                    {tick.ticked ? '☑' : '☐'}
                  </span>
                  <span className={tick.ticked ? 'font-semibold' : undefined}>
                    <span className="sr-only">{tick.ticked ? 'Ticked: ' : ''}</span>
                    {tick.code}. {tick.text}
                  </span>
                </li>
              ))}
            </ul>
            {ticks.some((t) => t.ticked) ? null : (
              <p className="font-semibold">Indications: {PLACEHOLDER.notSpecified}</p>
            )}
            {form.otherIndication?.trim() ? <p>Other (as noted): {form.otherIndication.trim()}</p> : null}
          </div>
        </div>
        <Items items={afterIndications.slice(0, 1)} />
        <p className="pl-8 text-[9.5px] font-semibold">{ULTRASOUND_IMPORTANT_NOTE}</p>
        <Items items={afterIndications.slice(1)} />
        {/* The closing lines and the signature stay together on one sheet. */}
        <div className="break-inside-avoid">
          <DatePlace date={form.sectionBDate} place={form.sectionBPlace} />
          <SignatureLine
            lines={[
              `Name: ${doctor ?? PLACEHOLDER.notProvided}`,
              `Registration No.: ${form.doctorRegistrationNumber?.trim() || PLACEHOLDER.notProvided}`,
              'Signature and seal of the Gynaecologist / Radiologist / Registered Medical Practitioner performing the procedure(s)',
            ]}
          />
        </div>
      </Section>

      {form.sectionC ? (
        <Section title={FORM_F_SECTIONS.c}>
          <Items items={sectionCItems(form.sectionC)} />
          <div className="break-inside-avoid">
            <DatePlace date={form.sectionC.signedOn} place={form.sectionC.place} />
            <SignatureLine
              lines={[
                `Name: ${form.sectionC.doctorNames?.trim() || PLACEHOLDER.notRecorded}`,
                'Signature, registration number and seal of the doctor performing the procedure(s)',
              ]}
            />
          </div>
        </Section>
      ) : form.invasiveTestAdvised ? (
        <Section title={FORM_F_SECTIONS.c}>
          <p>
            Invasive test advised: Yes. Reason: {form.invasiveTestReason?.trim() || PLACEHOLDER.notSpecified}. The
            invasive procedure is recorded on its own Form F, Section C, with consent in Form G.
          </p>
        </Section>
      ) : null}

      <Section title={FORM_F_SECTIONS.d} keepTogether>
        <div className="grid grid-cols-2 gap-4">
          <Declaration title={PATIENT_DECLARATION_TITLE} text={patientDeclarationText(form.patientName)}>
            <SignatureLine lines={[signatureLabel(form.patientSignatureMode)]} date={form.patientDeclarationDate} />
            <ThumbImpression form={form} />
          </Declaration>
          <Declaration title={DOCTOR_DECLARATION_TITLE} text={formFDoctorDeclarationText(doctor, form.patientName)}>
            <SignatureLine
              lines={[
                `Name in capitals: ${doctor ? doctor.toUpperCase() : PLACEHOLDER.notProvided}`,
                `Registration No.: ${form.doctorRegistrationNumber?.trim() || PLACEHOLDER.notProvided}`,
                'Signature and seal of the Gynaecologist / Radiologist / Registered Medical Practitioner',
              ]}
              // The date recorded for this declaration; never assumed from another item.
              date={form.doctorDeclarationDate}
            />
          </Declaration>
        </div>
      </Section>
      <footer className="border-t border-slate-400 pt-1 text-[9px] text-slate-600">
        <span>
          Kept for at least two years (PC-PNDT Act s.29, Rule 9(6)). Computer record: print, authenticate and preserve
          (Rule 9(7)).
        </span>
      </footer>
    </article>
  );
}

function ClinicHeader({ form, clinic }: { form: FormF; clinic: FormFClinic | null }) {
  const header = formFLetterhead(form, clinic);
  return (
    <header className="flex items-center gap-3 border-b-2 border-slate-900 pb-2">
      {header.logoUrl ? (
        <img src={header.logoUrl} alt={`${header.name} logo`} className="size-12 shrink-0 object-contain" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-blue-800 text-xl font-bold text-white print:border-2 print:border-blue-800"
        >
          {header.name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="min-w-0 text-[11px]">
        <p className="text-[15px] font-bold">{header.name}</p>
        {header.address ? <p className="whitespace-pre-line">{header.address}</p> : null}
        <p>{header.contact}</p>
        {header.registrationNumber ? <p>PC-PNDT Reg. No.: {header.registrationNumber}</p> : null}
      </div>
    </header>
  );
}

/** keepTogether: the declarations and their signatures never split across two sheets. */
function Section({
  title,
  children,
  keepTogether = false,
}: {
  title: string;
  children: ReactNode;
  keepTogether?: boolean;
}) {
  return (
    <section aria-label={title} className={keepTogether ? 'space-y-1 break-inside-avoid' : 'space-y-1'}>
      <h2 className="border-b border-slate-500 bg-slate-100 px-1 text-[11px] font-bold uppercase print:bg-transparent">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Numbered items; the number sits inside the term, as a definition list allows only dt and dd. */
function Items({ items }: { items: readonly FormFItem[] }) {
  return (
    <dl className="space-y-0.5">
      {items.map((item) => (
        <div key={item.no} className="flex gap-2 break-inside-avoid">
          <dt className="flex w-[52%] shrink-0 gap-2">
            <span className="w-8 shrink-0 font-semibold">{item.no}.</span>
            <span>{item.label}:</span>
          </dt>
          <dd className="font-semibold whitespace-pre-line">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The Date and Place lines closing Section B (and C), as recorded or blank for handwriting. */
function DatePlace({ date, place }: { date: string | null; place: string | null }) {
  return (
    <p className="flex gap-8 pt-1 pl-8">
      <span>Date: {date ? formatIsoDay(date) : '____________'}</span>
      <span>Place: {place?.trim() || '____________________'}</span>
    </p>
  );
}

function signatureLabel(mode: FormF['patientSignatureMode']): string {
  if (mode === 'signature') return 'Signature of the pregnant woman / person';
  if (mode === 'thumb_impression') return 'Thumb impression of the pregnant woman / person';
  return 'Signature / thumb impression of the pregnant woman / person';
}

/** Who identified a thumb impression, as recorded; blanks to fill by hand when none is recorded. */
function ThumbImpression({ form }: { form: FormF }) {
  if (form.patientSignatureMode === 'signature') return null;
  if (form.patientSignatureMode !== 'thumb_impression') {
    return (
      <p className="text-[9px] text-slate-700">
        In case of thumb impression: identified by (name) ______, age ___, sex ___, relation (if any) ______, address
        and contact number ______; signature of the person attesting the thumb impression ______; date ______.
      </p>
    );
  }
  const v = (value: string | number | null) => (value === null || value === '' ? PLACEHOLDER.notRecorded : value);
  return (
    <div className="space-y-0.5 text-[9.5px]">
      <p className="font-semibold">Thumb impression identified by:</p>
      <p>
        Name: {v(form.witnessName)} · Age: {v(form.witnessAge)} · Sex: {v(form.witnessSex)} · Relation:{' '}
        {v(form.witnessRelationship)}
      </p>
      <p>Address and contact number: {v(form.witnessAddress)}</p>
      <div className="flex items-end justify-between gap-4 pt-5">
        <p className="flex-1 border-t border-slate-900 pt-0.5">
          Signature of the person attesting the thumb impression
        </p>
        <p className="shrink-0">
          Date: {form.patientDeclarationDate ? formatIsoDay(form.patientDeclarationDate) : '____________'}
        </p>
      </div>
    </div>
  );
}

function Declaration({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 rounded border border-slate-500 p-2 break-inside-avoid">
      <h3 className="text-[10px] font-bold">{title}</h3>
      <p className="italic">{text}</p>
      <div className="mt-auto space-y-1">{children}</div>
    </div>
  );
}

/** A signature block: room to sign, the signer's lines and the date (blank when none was recorded). */
function SignatureLine({ lines, date }: { lines: readonly string[]; date?: string | null }) {
  return (
    <div className="flex items-end justify-between gap-4 pt-6 break-inside-avoid">
      <div className="min-w-0 flex-1 border-t border-slate-900 pt-0.5">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {date === undefined ? null : <p className="shrink-0">Date: {date ? formatIsoDay(date) : '____________'}</p>}
    </div>
  );
}
