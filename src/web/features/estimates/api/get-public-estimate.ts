import { useQuery } from "@tanstack/react-query";
import { publicEstimateSchema, type PublicEstimate } from "../../../../contracts/index.js";

/** The spec's call: JSON content-type header, credentials, and its own failure wording. */
export async function getPublicEstimate(id: string, signal?: AbortSignal): Promise<PublicEstimate | null> {
  const response = await fetch(`/api/public/calorie-guess/${encodeURIComponent(id)}`, {
    headers: { "Content-Type": "application/json" },
    credentials: "include",
    signal,
  });
  if (!response.ok) {
    throw new Error(`Failed to fetch meal estimate: ${response.status} ${response.statusText}`.trim());
  }
  const text = await response.text();
  return text ? publicEstimateSchema.parse(JSON.parse(text)) : null;
}

export function usePublicEstimate(id: string | undefined) {
  return useQuery({
    queryKey: ["public-estimate", id ?? ""],
    queryFn: ({ signal }) => getPublicEstimate(id ?? "", signal),
    enabled: Boolean(id),
    retry: false,
  });
}
