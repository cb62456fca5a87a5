import { formatIsoDay } from '../../../core/format/dates.ts';
import { registerDueDate } from '../../../core/formf/formf-register.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { getClinic } from '../clinics/clinic-service.ts';
import { findRegisterRows } from '../formf/formf-queries.ts';
import { renderRegisterPdf } from '../pcpndt-records/register-pdf.ts';
import { drawPosterPdf } from './poster-pdf.ts';
import { findCertificate } from './registration-queries.ts';

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T00:00:00Z`),
  );

/**
 * The month's return to the Appropriate Authority (Rule 9(8), due by the 5th): the register of
 * the month when it has procedures, otherwise a nil return saying none were done, which a centre
 * must file all the same. No state's own format is known to us yet, so both follow the register.
 */
export async function renderMonthlyReturn(
  deps: AppDeps,
  scope: RequestScope,
  month: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const rows = await findRegisterRows(deps.db, scope, month);
  if (rows.length > 0) return renderRegisterPdf(deps, scope, month);
  const [clinic, certificate] = await Promise.all([getClinic(deps, scope), findCertificate(deps.db, scope.clinicId)]);
  const registration = certificate
    ? `PC-PNDT registration no. ${certificate.certificateNumber} (${certificate.authority})`
    : 'PC-PNDT registration not recorded';
  const pdf = await drawPosterPdf(
    {
      title: `Nil return ${month}`,
      size: 'A4',
      blocks: [
        { text: clinic.name, style: { size: 18, bold: true } },
        ...(clinic.address ? [{ text: clinic.address, style: { size: 11, color: '#334155' } }] : []),
        { text: registration, style: { size: 11 }, gap: 28 },
        { text: `Monthly report under Rule 9(8): ${monthName(month)}`, style: { size: 15, bold: true } },
        { text: 'NIL RETURN', style: { size: 24, bold: true }, gap: 20 },
        {
          text: `No pre-natal diagnostic procedures (ultrasonography of pregnant women, Form F) were conducted at this centre in ${monthName(month)}.`,
          style: { size: 12, leading: 1.5 },
          align: 'left',
        },
        {
          text: `Due with the Appropriate Authority by ${formatIsoDay(registerDueDate(month))}.`,
          style: { size: 12 },
          align: 'left',
          gap: 60,
        },
        {
          text: 'Signature and seal of the owner / sonologist: ______________________',
          style: { size: 12 },
          align: 'left',
        },
        { text: 'Date: ____________', style: { size: 12 }, align: 'left' },
      ],
    },
    deps.clock.now(),
  );
  return { pdf, fileName: `pcpndt-nil-return-${month}.pdf` };
}
