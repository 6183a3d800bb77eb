import { z } from "zod";

/** Where a phone should open the install page: PUBLIC_URL when set, else the address this browser used. */
export const installAddressSchema = z.object({
  address: z.string(),
  /** False when the address is loopback (localhost, 127.x, ::1): a phone cannot open it. */
  reachable_from_phone: z.boolean(),
});
export type InstallAddress = z.infer<typeof installAddressSchema>;

export const INSTALL_PAGE_PATH = "/install-app";
