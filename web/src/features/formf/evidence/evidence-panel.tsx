import { ExternalLink, Paperclip, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { currentDisplayDigits, inDigits } from '../../../../../core/format/digits.ts';
import {
  EVIDENCE_ACCEPT,
  EVIDENCE_KINDS,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MESSAGES,
} from '../../../../../core/formf/referral-evidence.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { useRecordsReadOnly } from '../../../lib/records-read-only.ts';
import { toast } from '../../../lib/toast-store.ts';
import type { FormF } from '../formf-api.ts';
import {
  attachEvidence,
  type Evidence,
  type EvidenceKind,
  evidenceFileUrl,
  fetchAuthenticatedBlob,
  removeEvidence,
  useEvidence,
} from '../records-api.ts';
import { EvidenceImage } from './evidence-image.tsx';

const sizeLabel = (bytes: number) =>
  inDigits(
    bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`,
    currentDisplayDigits(),
  );

/** Opens a PDF (or an image at full size) in a new tab from its authenticated bytes. */
async function openEvidence(formId: string, evidence: Evidence) {
  // Opened before the fetch, while the click still counts as the user's: pop-up blockers allow it.
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchAuthenticatedBlob(evidenceFileUrl(formId, evidence.id)));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    toast({
      title: t('Error'),
      description: t(errorMessageOf(error, msg('Failed to open the file'))),
      variant: 'destructive',
    });
  }
}

/**
 * Form F item 7's evidence: the referral slip (referred) or the referral note with case papers
 * (self-referral), listed with the form, viewable, attachable while records may be changed.
 */
export function EvidencePanel({ form }: { form: FormF }) {
  const readOnly = useRecordsReadOnly();
  const list = useEvidence(form.id);
  const [kind, setKind] = useState<EvidenceKind>(form.isSelfreferred ? 'referral_note' : 'referral_slip');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const files = list.data ?? [];

  async function attach(file: File) {
    if (file.size > EVIDENCE_MAX_BYTES) {
      toast({ title: t('Error'), description: t(EVIDENCE_MESSAGES.tooLarge), variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await attachEvidence(form.id, kind, file);
      toast({
        title: t('Attached'),
        description: t('{document} attached to {form}', { document: t(EVIDENCE_KINDS[kind]), form: form.formId }),
      });
    } catch (error) {
      toast({
        title: t('Error'),
        description: t(errorMessageOf(error, EVIDENCE_MESSAGES.invalidFile)),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  async function remove(evidence: Evidence) {
    try {
      await removeEvidence(form.id, evidence.id);
    } catch (error) {
      toast({
        title: t('Error'),
        description: t(errorMessageOf(error, msg('Failed to remove the file'))),
        variant: 'destructive',
      });
    }
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="mt-4 rounded-md border border-slate-200 bg-white p-4">
      <h3 id={`${inputId}-title`} className="font-semibold text-slate-900">
        {t('Referral evidence (item 7)')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {form.isSelfreferred
          ? t('Self-referral: preserve the referral note with indications and the case papers with this form.')
          : t('Referred: preserve the referral slip with this form.')}
      </p>
      {list.isError ? (
        <p className="mt-3 text-sm text-red-700">{t('Failed to load the attachments.')}</p>
      ) : files.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{list.isPending ? t('Loading…') : t('Nothing attached yet.')}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {files.map((evidence) => (
            <li key={evidence.id} className="flex flex-wrap items-center gap-3 rounded border border-slate-200 p-2">
              {evidence.contentType.startsWith('image/') ? (
                <EvidenceImage
                  formId={form.id}
                  id={evidence.id}
                  alt={evidence.fileName}
                  className="h-16 w-16 rounded border border-slate-200 object-cover"
                />
              ) : (
                <span className="flex h-16 w-16 items-center justify-center rounded border border-slate-200 text-xs font-semibold text-slate-600">
                  PDF
                </span>
              )}
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-slate-900">{t(EVIDENCE_KINDS[evidence.kind])}</p>
                <p className="truncate text-slate-600">
                  {evidence.fileName} · {sizeLabel(evidence.byteSize)} · {evidence.uploadedByName}
                </p>
              </div>
              <Button variant="ghost" size="sm" onClick={() => void openEvidence(form.id, evidence)}>
                <ExternalLink aria-hidden="true" className="size-4" />
                {t('Open')}
                <span className="sr-only"> {evidence.fileName}</span>
              </Button>
              {readOnly || form.status === 'submitted' ? null : (
                <Button variant="ghost" size="sm" onClick={() => void remove(evidence)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('Remove')}
                  <span className="sr-only"> {evidence.fileName}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {readOnly ? null : (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${inputId}-kind`} className="text-sm font-medium text-slate-900">
              {t('Document')}
            </label>
            <Select
              id={`${inputId}-kind`}
              value={kind}
              onChange={(e) => setKind(e.target.value as EvidenceKind)}
              className="sm:w-48"
            >
              {Object.entries(EVIDENCE_KINDS).map(([code, label]) => (
                <option key={code} value={code}>
                  {t(label)}
                </option>
              ))}
            </Select>
          </div>
          <label
            htmlFor={`${inputId}-file`}
            className={`inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-blue-600 ${busy ? 'pointer-events-none opacity-60' : ''}`}
          >
            <Paperclip aria-hidden="true" className="size-4" />
            {busy ? t('Attaching…') : t('Attach file (image or PDF)')}
            <input
              id={`${inputId}-file`}
              type="file"
              accept={EVIDENCE_ACCEPT}
              className="sr-only"
              disabled={busy}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void attach(file);
              }}
            />
          </label>
        </div>
      )}
    </section>
  );
}
