import { useEffect, useState } from 'react';
import { t } from '../../../lib/i18n.ts';
import { evidenceFileUrl, fetchAuthenticatedBlob } from '../records-api.ts';

/** Loads an evidence file with the session's token and keeps a blob URL for it while shown. */
export function useEvidenceBlobUrl(formId: string, id: string): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    let revoked = false;
    let url: string | null = null;
    fetchAuthenticatedBlob(evidenceFileUrl(formId, id))
      .then((blob) => {
        if (revoked) return;
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      })
      .catch(() => !revoked && setState({ url: null, failed: true }));
    return () => {
      revoked = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [formId, id]);
  return state;
}

/** An evidence image; <img> cannot send the bearer token, so the bytes come through fetch. */
export function EvidenceImage({
  formId,
  id,
  alt,
  className,
  onLoad,
}: {
  formId: string;
  id: string;
  alt: string;
  className?: string;
  onLoad?: () => void;
}) {
  const { url, failed } = useEvidenceBlobUrl(formId, id);
  if (failed) return <p className="text-sm text-red-700">{t('Could not load {name}', { name: alt })}</p>;
  if (!url) return <p className="text-sm text-slate-500">{t('Loading {name}…', { name: alt })}</p>;
  return <img src={url} alt={alt} className={className} onLoad={onLoad} />;
}
