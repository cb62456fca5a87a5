import type { KeyImages } from '../../../../../core/dicom/study-image-schemas.ts';
import { t } from '../../../lib/i18n.ts';
import { pagesOf } from '../form/key-images/key-image-choice.ts';
import { useObjectUrl } from '../form/key-images/key-images-api.ts';

/**
 * The grid of each key-image page on A4 (decision 019): 1 × 2, 2 × 2 or 2 × 3. Heights are in mm
 * so a page of images fits between the page margins with its heading and captions.
 */
const GRID: Record<number, { columns: string; imageHeight: string }> = {
  2: { columns: 'grid-cols-1', imageHeight: '105mm' },
  4: { columns: 'grid-cols-2', imageHeight: '95mm' },
  6: { columns: 'grid-cols-2', imageHeight: '62mm' },
};

/**
 * A report's key images after its text and signatures, on pages of their own (the page margins
 * repeat the patient line and number the pages: reportPageCss). Only signed-in members see this
 * sheet; the verification page and patients' links have no images (decision 019).
 */
export function KeyImagePages({
  keyImages,
  blobs,
  reportId,
}: {
  keyImages: KeyImages | null;
  blobs: (Blob | undefined)[];
  reportId: string;
}) {
  if (!keyImages || keyImages.images.length === 0) return null;
  const grid = GRID[keyImages.perPage] ?? { columns: 'grid-cols-2', imageHeight: '95mm' };
  const pages = pagesOf(
    keyImages.images.map((image, index) => ({ ...image, blob: blobs[index] })),
    keyImages.perPage,
  );
  return pages.map((page, pageIndex) => (
    <section
      // biome-ignore lint/suspicious/noArrayIndexKey: pages are a fixed printout, never reordered
      key={`${reportId}-${pageIndex}`}
      aria-label={t('Key images, page {page} of {pages}', { page: pageIndex + 1, pages: pages.length })}
      className="mt-6 space-y-2 break-before-page text-[12px] text-slate-900"
    >
      <h2 className="border-b border-slate-400 text-[13px] font-bold uppercase">{t('Key images')}</h2>
      <div className={`grid ${grid.columns} gap-3`}>
        {page.map((image, index) => (
          <KeyImageFigure
            key={image.id}
            blob={image.blob}
            caption={image.caption}
            number={pageIndex * keyImages.perPage + index + 1}
            height={grid.imageHeight}
          />
        ))}
      </div>
    </section>
  ));
}

function KeyImageFigure({
  blob,
  caption,
  number,
  height,
}: {
  blob: Blob | undefined;
  caption: string;
  number: number;
  height: string;
}) {
  const src = useObjectUrl(blob);
  return (
    <figure className="break-inside-avoid space-y-1">
      <div className="flex items-center justify-center" style={{ height }}>
        {src ? (
          <img src={src} alt={caption || t('Key image {number}', { number })} className="size-full object-contain" />
        ) : (
          <span className="text-[11px] text-slate-600">{t('No preview')}</span>
        )}
      </div>
      <figcaption className="text-center text-[11px]">
        <span className="font-semibold">{t('Image {number}', { number })}</span>
        {caption ? `: ${caption}` : null}
      </figcaption>
    </figure>
  );
}
