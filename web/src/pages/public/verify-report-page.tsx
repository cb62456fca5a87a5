import { useQuery } from '@tanstack/react-query';
import { verificationApi } from '../../../../core/api/verification-api.ts';
import {
  type PublicVerification,
  VERIFY_CODE_PATTERN,
  VERIFY_MESSAGES,
} from '../../../../core/verification/verification-schemas.ts';
import { PublicHeader } from '../../components/layout/public-header.tsx';
import { Notice, useNoIndex } from '../../components/layout/public-notice.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { callApi } from '../../lib/call-api.ts';
import { msg, t } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The code's verification, or null when there is none (404) or the code is malformed (400). */
function fetchVerification(code: string): Promise<PublicVerification | null> {
  return callApi(verificationApi.lookup, { params: { code } }).catch((error: unknown) => {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  });
}

/**
 * /verify/<code>: what the QR code on a printed report opens (issue 19 §2). Anyone holding the
 * paper can see that the clinic issued it, who signed it, and whether it is the latest version;
 * of the patient, only initials and age. No sign-in.
 */
export function VerifyReportPage({ code }: { code: string }) {
  useDocumentTitle('Verify a report');
  useNoIndex();
  const wellFormed = VERIFY_CODE_PATTERN.test(code);
  const query = useQuery({
    queryKey: [verificationApi.lookup.path, code],
    queryFn: () => fetchVerification(code),
    enabled: wellFormed,
    retry: false,
  });
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <PublicHeader />
      <main className="mx-auto w-full max-w-xl flex-1 px-4 py-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('Report verification')}</h1>
        <p className="mt-1 text-sm break-all text-slate-600">
          {t('Code')} <span className="font-mono">{code}</span>
        </p>
        <div className="mt-6">
          {wellFormed && query.isPending ? (
            <p className="text-slate-700">{t('Checking the code…')}</p>
          ) : query.isError ? (
            <Notice tone="warning" title={t('The code could not be checked')}>
              {query.error instanceof ApiRequestError && query.error.serverMessage
                ? t(query.error.serverMessage)
                : t('Please try again in a minute.')}
            </Notice>
          ) : query.data ? (
            <VerificationResult result={query.data} />
          ) : (
            <Notice tone="warning" title={t(VERIFY_MESSAGES.notFound)}>
              {t('Check the code printed under the QR code on the report, or ask the clinic that issued it.')}
            </Notice>
          )}
        </div>
      </main>
    </div>
  );
}

function VerificationResult({ result }: { result: PublicVerification }) {
  const rows: [string, string][] = [
    [msg('Clinic'), result.clinicName],
    [msg('Report ID'), result.reportId],
    [msg('Report date'), result.reportDate],
    [msg('Signed by'), result.doctorName ?? t('Not recorded')],
    [msg('Patient'), result.patientInitials],
    [msg('Age'), result.patientAge],
    [msg('Version'), String(result.version)],
  ];
  return (
    <div className="space-y-4">
      {result.isLatest ? (
        <Notice tone="ok" title={t('Genuine report: this is the latest version')}>
          {t('{clinic} issued this report through the USG Clinic Portal.', { clinic: result.clinicName })}
        </Notice>
      ) : (
        <Notice tone="warning" title={t('A newer version of this report exists')}>
          {t(
            'This paper shows version {version}; the clinic has since amended it (now version {latest}). Ask {clinic} for the latest report.',
            { version: result.version, latest: result.latestVersion, clinic: result.clinicName },
          )}
        </Notice>
      )}
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {rows.map(([term, value]) => (
          <div key={term} className="grid grid-cols-[8rem_1fr] gap-3 px-4 py-2.5 text-sm">
            <dt className="font-medium text-slate-600">{t(term)}</dt>
            <dd className="min-w-0 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-600">
        {t(
          "Only the patient's initials and age are shown here. The full report stays with the patient and the clinic.",
        )}
      </p>
    </div>
  );
}
