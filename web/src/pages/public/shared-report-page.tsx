import { useMutation, useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { deliveriesApi } from '../../../../core/api/deliveries-api.ts';
import { linkRefusals, type SharedDocument } from '../../../../core/deliveries/delivery-schemas.ts';
import { formatDateTime } from '../../../../core/format/dates.ts';
import { PublicHeader } from '../../components/layout/public-header.tsx';
import { Notice, useNoIndex } from '../../components/layout/public-notice.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { callApi } from '../../lib/call-api.ts';
import { msg, t } from '../../lib/i18n.ts';
import { richText } from '../../lib/rich-text.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CodeStep } from './shared-report-code.tsx';

/** A refusal with the server's reason (expired, revoked, locked, wrong code) as an Error of that text. */
async function withReason<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new Error(errorMessageOf(error, 'Something went wrong. Please try again.'));
  }
}

/**
 * /shared-report/<token>: what a sent report's link opens (issue 19 §3). No sign-in. The
 * patient's link asks for a one-time code sent to her recorded phone or e-mail (her year of birth
 * only when she has neither, issue 36) before anything of hers is downloaded; a referring doctor's
 * link downloads at once. Out of search engines like /verify.
 */
export function SharedReportPage({ token, document = 'report' }: { token: string; document?: SharedDocument }) {
  // /shared-bill/<token> is a sent bill's link (decision 030): the same link, code and lock.
  const bill = document === 'bill';
  useDocumentTitle(bill ? msg('Your bill') : msg('Your ultrasound report'));
  useNoIndex();
  const [year, setYear] = useState('');
  const link = useQuery({
    queryKey: [deliveriesApi.sharedReport.path, token],
    queryFn: () => withReason(callApi(deliveriesApi.sharedReport, { params: { token } })),
    retry: false,
  });
  const unlock = useMutation({
    mutationFn: (answer: { code?: string; yearOfBirth?: string }) =>
      withReason(callApi(deliveriesApi.unlockShared, { params: { token }, body: answer })),
    onError: () => void link.refetch(),
  });
  const locked = link.isError && link.error.message === linkRefusals(document).linkLocked;

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <PublicHeader />
      <main className="mx-auto w-full max-w-xl flex-1 px-4 py-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          {bill ? t('Bill and receipt') : t('Ultrasound report')}
        </h1>
        <div className="mt-6 space-y-4">
          {link.isPending ? (
            <p className="text-slate-700">{t('Opening the link…')}</p>
          ) : link.isError ? (
            <Notice
              tone="warning"
              title={
                locked
                  ? t('This link is locked')
                  : bill
                    ? t('The bill cannot be opened')
                    : t('The report cannot be opened')
              }
            >
              {t(link.error.message)}
            </Notice>
          ) : unlock.data ? (
            <Notice tone="ok" title={bill ? t('Your bill is ready') : t('Your report is ready')}>
              <span className="mt-3 block">
                <a href={unlock.data.downloadUrl} download className={buttonClasses('primary')}>
                  <FileDown aria-hidden="true" className="size-4" />
                  {bill ? t('Download bill (PDF)') : t('Download report (PDF)')}
                </a>
              </span>
              <span className="mt-2 block text-xs">
                {t('This download works until {time}; open the link again after that.', {
                  time: formatDateTime(unlock.data.expiresAt),
                })}
              </span>
            </Notice>
          ) : (
            <>
              <p className="text-slate-700">
                {richText(
                  bill
                    ? t(
                        '<clinic>{clinic}</clinic> has sent you a bill with its payments. The link works until {time}.',
                        {
                          clinic: link.data.clinicName,
                          time: formatDateTime(link.data.expiresAt),
                        },
                      )
                    : t('<clinic>{clinic}</clinic> has sent you an ultrasound report. The link works until {time}.', {
                        clinic: link.data.clinicName,
                        time: formatDateTime(link.data.expiresAt),
                      }),
                  { clinic: (text) => <strong className="text-slate-900">{text}</strong> },
                )}
              </p>
              {link.data.challenge === 'code' ? (
                <CodeStep
                  link={link.data}
                  sendCode={() => withReason(callApi(deliveriesApi.sendSharedCode, { params: { token } }))}
                  onSubmit={(code) => unlock.mutate({ code })}
                  checking={unlock.isPending}
                  error={unlock.error?.message}
                  refresh={() => void link.refetch()}
                  openLabel={bill ? t('Open the bill') : t('Open the report')}
                />
              ) : (
                <form
                  noValidate
                  className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
                  onSubmit={(event) => {
                    event.preventDefault();
                    unlock.mutate(link.data.challenge === 'year-of-birth' ? { yearOfBirth: year.trim() } : {});
                  }}
                >
                  {link.data.challenge === 'year-of-birth' ? (
                    <FormField
                      id="year-of-birth"
                      label={t("Patient's year of birth")}
                      hint={t("To protect the patient's privacy. {count} attempts left.", {
                        count: link.data.attemptsLeft,
                      })}
                      error={unlock.error ? t(unlock.error.message) : undefined}
                    >
                      {(control) => (
                        <Input
                          {...control}
                          inputMode="numeric"
                          autoComplete="off"
                          maxLength={4}
                          placeholder={t('e.g. 1990')}
                          value={year}
                          onChange={(event) => setYear(event.target.value)}
                        />
                      )}
                    </FormField>
                  ) : unlock.error ? (
                    <p className="text-sm text-red-700">{t(unlock.error.message)}</p>
                  ) : null}
                  <Button type="submit" disabled={unlock.isPending}>
                    {unlock.isPending
                      ? t('Checking…')
                      : link.data.challenge === 'year-of-birth'
                        ? t('Continue')
                        : bill
                          ? t('Open the bill')
                          : t('Open the report')}
                  </Button>
                </form>
              )}
              <p className="text-xs text-slate-600">
                {bill
                  ? t('If the link stops working, ask the clinic to send the bill again.')
                  : t('If the link stops working, ask the clinic to send the report again.')}
              </p>
            </>
          )}
        </div>
      </main>
    </div>
  );
}
