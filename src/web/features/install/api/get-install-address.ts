import { useQuery } from "@tanstack/react-query";
import { installAddressSchema } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";

/** PUBLIC_URL's install page when the server has one, else the address this browser used. */
export function useInstallAddress(enabled: boolean) {
  return useQuery({
    queryKey: ["install-address"],
    queryFn: ({ signal }) => apiRequest("GET", "/api/public/install-address", { schema: installAddressSchema, signal }),
    enabled,
  });
}
