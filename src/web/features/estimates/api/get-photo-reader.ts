import { useQuery } from "@tanstack/react-query";
import { photoReaderSchema } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";

/** Whether the server looks at the photo itself, or reads only the caption. */
export function usePhotoReader(signedIn: boolean) {
  return useQuery({
    queryKey: ["estimates", "reader"],
    queryFn: ({ signal }) => apiRequest("GET", "/api/estimates/reader", { schema: photoReaderSchema, signal }),
    enabled: signedIn,
  });
}
