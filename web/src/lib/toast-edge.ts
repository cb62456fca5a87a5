/**
 * Which edge of the window the toast sits at. A phone shows it at the top (the on-screen keyboard
 * and the field being typed in are at the bottom), a wider screen at the bottom right. Either way
 * a toast never covers the field the user is in: when the focused field lies where the toast
 * would be and is clear of the other edge, the toast goes to the other edge.
 */
export type ToastEdge = 'top' | 'bottom';

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface ToastPlacement {
  /** The edge this width prefers. */
  preferred: ToastEdge;
  /** The toast region's width span and height (the same at either edge). */
  region: { left: number; right: number; height: number };
  /** The window's height. */
  windowHeight: number;
  /** The focused field's box, or null when no field has focus. */
  field: Box | null;
}

function covers(edge: ToastEdge, { region, windowHeight, field }: ToastPlacement): boolean {
  if (!field || field.right <= region.left || field.left >= region.right) return false;
  return edge === 'top' ? field.top < region.height : field.bottom > windowHeight - region.height;
}

export function toastEdge(placement: ToastPlacement): ToastEdge {
  const other: ToastEdge = placement.preferred === 'top' ? 'bottom' : 'top';
  return covers(placement.preferred, placement) && !covers(other, placement) ? other : placement.preferred;
}
