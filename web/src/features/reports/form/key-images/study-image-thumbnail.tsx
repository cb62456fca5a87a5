import { ImageOff } from 'lucide-react';
import { cn } from '../../../../lib/cn.ts';
import { t } from '../../../../lib/i18n.ts';
import { useImageBlob, useObjectUrl } from './key-images-api.ts';

/**
 * One image from the scanner as a square thumbnail. An image kept without a preview (JPEG 2000,
 * RLE: decision 019) says so instead of showing a broken picture.
 */
export function StudyImageThumbnail({ url, alt, className }: { url: string | null; alt: string; className?: string }) {
  const blob = useImageBlob(url);
  const src = useObjectUrl(blob.data);
  const box = cn(
    'flex aspect-square w-full items-center justify-center overflow-hidden rounded bg-slate-900',
    className,
  );
  if (!url || blob.isError)
    return (
      <div className={cn(box, 'flex-col gap-1 text-xs text-slate-200')}>
        <ImageOff aria-hidden="true" className="size-5" />
        {t('No preview')}
      </div>
    );
  if (!src) return <div className={cn(box, 'animate-pulse bg-slate-700')} aria-busy="true" />;
  return (
    <div className={box}>
      <img src={src} alt={alt} className="max-h-full min-w-0 max-w-full object-contain" />
    </div>
  );
}
