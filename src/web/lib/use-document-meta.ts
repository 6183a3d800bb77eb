import { createContext, useContext, useEffect } from "react";
import { PRODUCT_NAME } from "../../contracts/site.js";
import { useIsTabVisible } from "./tab-visibility.js";

const DEFAULT_DESCRIPTION =
  "Describe what you ate in plain English and get calories, macros and micronutrients from USDA data in seconds.";

export interface DocumentMeta {
  title: string;
  description: string;
}

/**
 * Given only when pages are pre-rendered at build time, where effects never run: the visible screen writes its
 * title and description here during render so they go into the page's HTML head.
 */
export const PrerenderedMetaContext = createContext<DocumentMeta | null>(null);

function setDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "description";
    document.head.append(meta);
  }
  meta.content = content;
}

/** Sets "Page - Meals & Calories" (or the bare product name) and the description, but only for the visible screen. */
export function useDocumentMeta(page: string | null, description?: string): void {
  const visible = useIsTabVisible();
  const title = page ? `${page} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  const content = description ?? DEFAULT_DESCRIPTION;
  const prerendered = useContext(PrerenderedMetaContext);
  if (prerendered && visible) Object.assign(prerendered, { title, description: content });
  useEffect(() => {
    if (!visible) return;
    document.title = title;
    setDescription(content);
  }, [title, content, visible]);
}
