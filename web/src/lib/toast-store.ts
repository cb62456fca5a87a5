/**
 * The portal shows one toast at a time (spec §9): a new toast replaces the current one.
 * A module-level store so timers, mutation callbacks and guards can toast without React.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  /** Read by screen readers when the toast is announced (Radix Toast requires it). */
  altText?: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /** Milliseconds before it closes by itself; 5 s by default. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

export const TOAST_DURATION_MS = 5000;
// Long enough for the closing animation before the toast leaves the tree.
const REMOVE_DELAY_MS = 300;

type Listener = () => void;
const listeners = new Set<Listener>();
let current: ToastItem | null = null;
let nextId = 1;
let removeTimer: ReturnType<typeof setTimeout> | undefined;

function emit(): void {
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  clearTimeout(removeTimer);
  const id = nextId++;
  current = { ...input, id, open: true };
  emit();
  return id;
}

export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  const closing = current.id;
  current = { ...current, open: false };
  emit();
  clearTimeout(removeTimer);
  removeTimer = setTimeout(() => {
    if (current?.id === closing) {
      current = null;
      emit();
    }
  }, REMOVE_DELAY_MS);
}

export function getCurrentToast(): ToastItem | null {
  return current;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
