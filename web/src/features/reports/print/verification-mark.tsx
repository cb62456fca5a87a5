import { VERIFY_PROMPT } from '../../../../../core/reports/print/report-print-model.ts';
import type { ReportVerification } from '../../../../../core/verification/verification-schemas.ts';
import { QrCode } from '../../../components/ui/qr-code.tsx';

/** The QR code and short code a reader uses to check the report at /verify/<code> (issue 19). */
export function VerificationMark({ verification }: { verification: ReportVerification }) {
  return (
    <div className="flex items-center gap-3">
      <QrCode value={verification.url} label="Verification QR code" size={64} className="shrink-0 bg-white" />
      <p className="min-w-0 text-[10px] break-all text-slate-700">
        {VERIFY_PROMPT} <span className="font-mono">{verification.url}</span>
        <br />
        Code: <span className="font-mono font-semibold">{verification.code}</span>
      </p>
    </div>
  );
}
