import { useQuery } from "@tanstack/react-query";
import { qrCodeDataUrl } from "../lib/qr-code.js";

/** The QR image for `text`, made in the browser once and kept; it needs no network (the encoder is precached). */
export function useQrCode(text: string, enabled: boolean) {
  return useQuery({
    queryKey: ["qr-code", text],
    queryFn: () => qrCodeDataUrl(text),
    enabled,
    networkMode: "always",
    staleTime: Infinity,
  });
}
