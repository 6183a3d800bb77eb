import * as DialogPrimitive from "@radix-ui/react-dialog";
import { QrCode, X } from "lucide-react";
import { Button } from "../../../components/ui/button.js";
import { Spinner } from "../../../components/ui/spinner.js";
import { useQrCode } from "../hooks/use-qr-code.js";

interface QrCodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The install page's full address, encoded in the code and printed under it. */
  address: string;
  /** False when the address is this computer's own (loopback), which a phone cannot open. */
  reachable: boolean;
}

/** Spec: 'Scan QR Code', the code, the instruction to scan it with a phone camera and the address. */
export function QrCodeDialog({ open, onOpenChange, address, reachable }: QrCodeDialogProps) {
  const qr = useQrCode(address, open);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>
        <Button size="lg" className="w-full sm:w-auto">
          <QrCode aria-hidden="true" />
          Show QR Code
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[2px]" />
        <DialogPrimitive.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 justify-items-center gap-5 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-xl shadow-slate-900/10 focus:outline-none sm:p-8">
          <div className="grid gap-1.5">
            <DialogPrimitive.Title className="text-xl font-semibold tracking-tight text-slate-900">
              Scan QR Code
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-sm leading-relaxed text-slate-600">
              Point your phone's camera at the code, then open the link to install Meals &amp; Calories there.
            </DialogPrimitive.Description>
          </div>

          <div className="flex size-60 items-center justify-center rounded-2xl border border-slate-200 bg-white p-2 shadow-sm">
            {qr.data ? (
              <img src={qr.data} alt={`QR code that opens ${address}`} width={224} height={224} className="size-56" />
            ) : qr.isError ? (
              <p className="px-4 text-sm text-slate-600">
                The code could not be drawn. Type the address below on your phone instead.
              </p>
            ) : (
              <span role="status">
                <Spinner />
                <span className="sr-only">Drawing the QR code…</span>
              </span>
            )}
          </div>

          <div className="grid w-full gap-1">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Or open this address</p>
            <p
              data-testid="install-address"
              className="select-all break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-800"
            >
              {address}
            </p>
          </div>

          {reachable ? null : (
            <p
              role="note"
              className="rounded-lg bg-amber-50 px-3 py-2 text-left text-sm leading-relaxed text-amber-900"
            >
              This address only works on this computer, so a phone cannot open it. Start the server with{" "}
              <code className="font-mono">PUBLIC_URL</code> set to an address your phone can reach (for example{" "}
              <code className="font-mono">PUBLIC_URL=http://192.168.1.20:5000 npm start</code>), or open this page
              through that address.
            </p>
          )}

          <DialogPrimitive.Close asChild>
            <Button variant="secondary" className="w-full">
              Done
            </Button>
          </DialogPrimitive.Close>
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute right-3 top-3 rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
