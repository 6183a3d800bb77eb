import { useEffect } from "react";
import { PRODUCT_NAME } from "../../contracts/site.js";
import { useIsTabVisible } from "./tab-visibility.js";

const DEFAULT_DESCRIPTION =
  "Describe what you ate in plain English and get calories, macros and micronutrients from USDA data in seconds.";

function setDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>(
    'meta[name="description"]',
  );
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "description";
    document.head.append(meta);
  }
  meta.content = content;
}

/** Sets "Page - Meals & Calories" (or the bare product name) and the description, but only for the visible screen. */
export function useDocumentMeta(
  page: string | null,
  description?: string,
): void {
  const visible = useIsTabVisible();
  useEffect(() => {
    if (!visible) return;
    document.title = page ? `${page} - ${PRODUCT_NAME}` : PRODUCT_NAME;
    setDescription(description ?? DEFAULT_DESCRIPTION);
  }, [page, description, visible]);
}
