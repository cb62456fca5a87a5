import type { KeyImages, KeyImagesPerPage, KeyImagesSave } from '../../../../../../core/dicom/study-image-schemas.ts';

/** The picker's choice, as PUT /api/reports/:id/key-images and the report's save take it. */
export type KeyImageChoice = KeyImagesSave;

export const NO_KEY_IMAGES: KeyImageChoice = { images: [], perPage: 4, noSexAnnotationConfirmed: false };

/** A saved report's key images as a choice to edit. */
export function choiceOf(saved: KeyImages | null | undefined): KeyImageChoice {
  if (!saved) return NO_KEY_IMAGES;
  return {
    images: saved.images.map(({ id, caption }) => ({ id, caption })),
    perPage: (saved.perPage === 2 || saved.perPage === 6 ? saved.perPage : 4) satisfies KeyImagesPerPage,
    noSexAnnotationConfirmed: saved.noSexAnnotationConfirmed,
  };
}

/**
 * Adds an image at the end, or takes it out. The doctor's confirmation was given for the images
 * then chosen, so a different set of images needs it again (as the server clears it).
 */
export function toggleImage(choice: KeyImageChoice, id: string): KeyImageChoice {
  const chosen = choice.images.some((image) => image.id === id);
  return {
    ...choice,
    images: chosen ? choice.images.filter((image) => image.id !== id) : [...choice.images, { id, caption: '' }],
    noSexAnnotationConfirmed: false,
  };
}

/** Moves a chosen image one place earlier (-1) or later (+1) in the printed order. */
export function moveImage(choice: KeyImageChoice, index: number, by: -1 | 1): KeyImageChoice {
  const target = index + by;
  if (target < 0 || target >= choice.images.length) return choice;
  const images = [...choice.images];
  const [moved] = images.splice(index, 1);
  if (moved) images.splice(target, 0, moved);
  return { ...choice, images };
}

export function withCaption(choice: KeyImageChoice, id: string, caption: string): KeyImageChoice {
  return { ...choice, images: choice.images.map((image) => (image.id === id ? { ...image, caption } : image)) };
}

/** Pages the chosen images print on: groups of perPage, in order. */
export function pagesOf<T>(images: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < images.length; start += perPage) pages.push(images.slice(start, start + perPage));
  return pages;
}
