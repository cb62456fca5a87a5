import { ImageUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { formatCount } from '../../../../core/format/digits.ts';
import { SETTINGS_MESSAGES as M } from '../../../../core/settings/settings-messages.ts';
import { UPLOAD_MESSAGES } from '../../../../core/uploads/upload-messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { checkLogoFile, LOGO_TYPES } from './logo-file.ts';
import { type Clinic, requestLogoUpload, setClinicLogo } from './settings-api.ts';
import { toastSettingsError } from './settings-toasts.ts';
import { uploadWithProgress } from './upload-with-progress.ts';

// Spec §4.8: idle, uploading with percent progress, then done or failed.
type UploadState = { phase: 'idle' | 'done' | 'failed' } | { phase: 'uploading'; percent: number };

function destructive(title: string, description: string): void {
  toast({ title, description, variant: 'destructive' });
}

/** Why the store refused the bytes, in the spec's words; its 413 and 400 match the client checks. */
function toastRefusal(status: number, message: string | null): void {
  if (status === 413) destructive(M.fileTooLargeTitle, message ?? UPLOAD_MESSAGES.fileTooLarge);
  else if (status === 400) destructive(M.invalidFileTypeTitle, message ?? UPLOAD_MESSAGES.invalidImage);
  else destructive(M.uploadFailedTitle, M.uploadFailed);
}

/**
 * The clinic's logo: checked here (size, type), sent straight to the signed URL the server
 * grants, then made the clinic's logo. The shell and print headers read it from the clinic.
 */
export function LogoUpload({ clinic }: { clinic: Clinic }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const statusId = useId();
  const uploading = state.phase === 'uploading';

  async function upload(file: File): Promise<void> {
    const problem = checkLogoFile(file);
    if (problem === 'tooLarge') return destructive(M.fileTooLargeTitle, UPLOAD_MESSAGES.fileTooLarge);
    if (problem === 'invalidType') return destructive(M.invalidFileTypeTitle, UPLOAD_MESSAGES.invalidImage);

    setState({ phase: 'uploading', percent: 0 });
    const fail = () => setState({ phase: 'failed' });
    let logoUrl: string;
    try {
      const grant = await requestLogoUpload();
      const answer = await uploadWithProgress(grant.method, grant.url, file, (percent) =>
        setState({ phase: 'uploading', percent }),
      );
      // Spec §5: only a 200 from the store counts as uploaded.
      if (answer.status !== 200) {
        toastRefusal(answer.status, answer.message);
        return fail();
      }
      logoUrl = answer.logoUrl ?? grant.logoUrl;
    } catch (error) {
      // A 402 (subscription) already has its own notice and redirect.
      if (!(error instanceof ApiRequestError && error.status === 402)) destructive(M.uploadFailedTitle, M.uploadFailed);
      return fail();
    }
    toast({ title: t(M.uploadSuccessful) });
    try {
      await setClinicLogo(logoUrl);
    } catch (error) {
      toastSettingsError(error, M.logoFailed);
      return fail();
    }
    setState({ phase: 'done' });
    toast({ title: t(M.logoUpdated) });
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {clinic.logoUrl ? (
        <img
          src={clinic.logoUrl}
          alt={`${clinic.name} logo`}
          className="size-20 shrink-0 rounded-md border border-slate-200 bg-white object-contain"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-20 shrink-0 items-center justify-center rounded-md bg-blue-700 text-3xl font-semibold text-white"
        >
          {clinic.name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <input
          ref={inputRef}
          type="file"
          accept={LOGO_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          aria-label={t('Logo file')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again (after a failure) fires a change.
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button
          variant="secondary"
          disabled={uploading}
          aria-describedby={statusId}
          onClick={() => inputRef.current?.click()}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {clinic.logoUrl ? t('Change Logo') : t('Upload Logo')}
        </Button>
        <p className="text-xs text-slate-600">{t('PNG or JPEG, at most 5 MB. Shown in the sidebar and on prints.')}</p>
        <UploadStatus id={statusId} state={state} />
      </div>
    </div>
  );
}

function UploadStatus({ id, state }: { id: string; state: UploadState }) {
  return (
    <div id={id} role="status" className="text-sm">
      {state.phase === 'uploading' ? (
        <div className="space-y-1">
          <p className="text-slate-700">
            {t('Uploading...')} {formatCount(state.percent)}%
          </p>
          <div
            role="progressbar"
            aria-label={t('Logo upload')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.percent}
            className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-blue-700 transition-[width]" style={{ width: `${state.percent}%` }} />
          </div>
        </div>
      ) : state.phase === 'done' ? (
        <p className="text-green-800">{t(M.uploadSuccessful)}</p>
      ) : state.phase === 'failed' ? (
        <p className="text-red-700">{t(M.uploadFailed)}</p>
      ) : null}
    </div>
  );
}
