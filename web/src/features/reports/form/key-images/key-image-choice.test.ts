import { describe, expect, it } from 'vitest';
import { choiceOf, moveImage, NO_KEY_IMAGES, pagesOf, toggleImage, withCaption } from './key-image-choice.ts';

describe('the key image choice', () => {
  it('adds images in the order picked, and a changed set needs the confirmation again', () => {
    const confirmed = { ...toggleImage(toggleImage(NO_KEY_IMAGES, 'a'), 'b'), noSexAnnotationConfirmed: true };
    expect(confirmed.images.map((image) => image.id)).toEqual(['a', 'b']);
    const captioned = withCaption(confirmed, 'b', 'Femur');
    expect(captioned).toMatchObject({
      noSexAnnotationConfirmed: true,
      images: [{ caption: '' }, { caption: 'Femur' }],
    });
    expect(toggleImage(captioned, 'a')).toEqual({
      ...captioned,
      images: [{ id: 'b', caption: 'Femur' }],
      noSexAnnotationConfirmed: false,
    });
  });

  it('moves an image within the order and not past either end', () => {
    const choice = toggleImage(toggleImage(toggleImage(NO_KEY_IMAGES, 'a'), 'b'), 'c');
    expect(moveImage(choice, 2, -1).images.map((i) => i.id)).toEqual(['a', 'c', 'b']);
    expect(moveImage(choice, 0, -1)).toBe(choice);
    expect(moveImage(choice, 2, 1)).toBe(choice);
  });

  it('reads a saved choice, and splits images into pages of 2, 4 or 6', () => {
    expect(choiceOf(null)).toEqual(NO_KEY_IMAGES);
    const saved = {
      images: [{ id: 'a', caption: 'x', thumbnailUrl: null, printUrl: null }],
      perPage: 6,
      obstetric: true,
      noSexAnnotationConfirmed: true,
      printable: true,
    };
    expect(choiceOf(saved)).toEqual({
      images: [{ id: 'a', caption: 'x' }],
      perPage: 6,
      noSexAnnotationConfirmed: true,
    });
    expect(pagesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(pagesOf([1, 2, 3, 4, 5], 6)).toEqual([[1, 2, 3, 4, 5]]);
    expect(pagesOf([], 4)).toEqual([]);
  });
});
