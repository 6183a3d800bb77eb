import { useSyncExternalStore } from "react";
import type { ToastVariant } from "./toast.js";

/** Spec: at most one toast at a time; a dismissed toast is removed from memory after 1,000,000 ms. */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; the provider's default (5,000 ms) when absent. */
  duration?: number;
  /** One button that acts on what the toast reports ('Undo'); the toast closes when it is pressed. */
  action?: ToastAction;
  open: boolean;
}

export interface ToastAction {
  label: string;
  onAction: () => void;
}

type Listener = () => void;

let toasts: ToastMessage[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 0;

function emit(next: ToastMessage[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id: string): void {
  scheduleRemoval(id);
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

export function toast(message: Omit<ToastMessage, "id" | "open">): string {
  nextId += 1;
  const id = String(nextId);
  emit([{ ...message, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noToasts: ToastMessage[] = [];

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
}
