import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import { Button } from "./button.js";
import { Spinner } from "./spinner.js";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Shows a spinner on the confirm button and keeps the dialog from closing. */
  pending?: boolean;
  destructive?: boolean;
  /** Keeps the confirm button off until the user has done what the description asks (e.g. typed a word). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
}

/** A question that needs an answer before something irreversible happens; focus starts on the safe choice. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  pending = false,
  destructive = false,
  confirmDisabled = false,
  onConfirm,
}: ConfirmDialogProps) {
  // The dialog is opened from outside (no Radix trigger), so it remembers who opened it to give focus back.
  // A layout effect runs before the content's focus trap moves focus into the dialog.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[2px]" />
        <DialogPrimitive.Content
          role="alertdialog"
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/10 focus:outline-none"
        >
          <div className="grid gap-2">
            <DialogPrimitive.Title className="text-lg font-semibold tracking-tight text-slate-900">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-sm leading-relaxed text-slate-600">
              {description}
            </DialogPrimitive.Description>
          </div>
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogPrimitive.Close asChild>
              <Button variant="secondary" disabled={pending} autoFocus>
                {cancelLabel}
              </Button>
            </DialogPrimitive.Close>
            <Button
              variant={destructive ? "danger" : "primary"}
              onClick={onConfirm}
              disabled={pending || confirmDisabled}
            >
              {pending ? <Spinner className="text-current" /> : null}
              {confirmLabel}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
