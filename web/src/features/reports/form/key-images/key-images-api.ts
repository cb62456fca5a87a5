import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { studyImagesApi } from '../../../../../../core/api/study-images-api.ts';
import type { KeyImages } from '../../../../../../core/dicom/study-image-schemas.ts';
import { queryFnOf } from '../../../../lib/call-api.ts';
import { fetchBlobWithSession } from '../../../../lib/download-authenticated.ts';

/** Images that arrive while the wizard is open show within a few seconds, as measurements do. */
const POLL_MS = 5000;

export const keyImagesKey = (reportId: string | null) => [studyImagesApi.keyImages.path, reportId] as const;

/** The study's images from the scanner, oldest first; re-read while the picker is open. */
export function useStudyImages(studyId: string | null) {
  return useQuery({
    queryKey: [studyImagesApi.list.path, studyId],
    queryFn: queryFnOf(studyImagesApi.list, { params: { id: studyId ?? '' } }),
    enabled: Boolean(studyId),
    refetchInterval: POLL_MS,
  });
}

/** A saved report's key images (none for a report not yet saved). */
export function useSavedKeyImages(reportId: string | null) {
  return useQuery({
    queryKey: keyImagesKey(reportId),
    queryFn: queryFnOf(studyImagesApi.keyImages, { params: { id: reportId ?? '' } }),
    enabled: Boolean(reportId),
  });
}

/**
 * A rendition's bytes. An <img> cannot send the session's bearer token, and the server answers
 * no-store, so the browser holds the image only as a blob while it is shown.
 */
const imageBlobQuery = (url: string) => ({
  queryKey: ['study-image-blob', url],
  queryFn: () => fetchBlobWithSession(url),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 60_000,
});

/** An object URL for a blob, revoked when the image is no longer shown. */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

export function useImageBlob(url: string | null) {
  return useQuery({ ...imageBlobQuery(url ?? ''), enabled: Boolean(url) });
}

/**
 * What the print view prints of a report's key images: none until an obstetric report's images
 * are confirmed free of sex annotations (the server's rule for its PDF, decision 019). `ready`
 * once every image printed has loaded (or failed), so an automatic print waits for them.
 */
export function usePrintedKeyImages(reportId: string | null): {
  ready: boolean;
  keyImages: KeyImages | null;
  blobs: (Blob | undefined)[];
} {
  const saved = useSavedKeyImages(reportId);
  const printed = saved.data?.printable ? saved.data : null;
  const blobs = useQueries({
    queries: (printed?.images ?? []).map((image) => ({
      ...imageBlobQuery(image.printUrl ?? ''),
      enabled: Boolean(image.printUrl),
    })),
  });
  const ready =
    reportId === null ||
    (!saved.isPending && blobs.every((blob) => !blob.isPending || blob.fetchStatus === 'idle')) ||
    saved.isError;
  return { ready, keyImages: printed, blobs: blobs.map((blob) => blob.data) };
}
