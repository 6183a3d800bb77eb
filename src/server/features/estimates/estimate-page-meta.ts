import { PRODUCT_NAME, type PublicEstimate } from "../../../contracts/index.js";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  imageUrl?: string;
}

export function estimatePageMeta(estimate: PublicEstimate | undefined, origin: string, path: string): PageMeta {
  const url = `${origin}${path}`;
  if (!estimate) {
    return {
      title: `Meal estimate - ${PRODUCT_NAME}`,
      description: "A shared calorie estimate from Meals & Calories.",
      url,
    };
  }
  const kcal = Math.round(estimate.total_calories_kcal);
  const names = estimate.meals.map((item) => item.title);
  const listed = names.length <= 3 ? names.join(", ") : `${names.slice(0, 3).join(", ")} and ${names.length - 3} more`;
  return {
    title: `${kcal} kcal meal estimate - ${PRODUCT_NAME}`,
    description: `An estimated ${kcal} kcal: ${listed}. Track your own meals with ${PRODUCT_NAME}.`,
    url,
    imageUrl: `${origin}${estimate.image_url}`,
  };
}

/** The SPA's static index.html with this page's title and link-preview tags, so shared links render as cards. */
export function injectPageMeta(indexHtml: string, meta: PageMeta): string {
  const e = escapeHtml;
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${e(PRODUCT_NAME)}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(meta.url)}" />`,
    ...(meta.imageUrl
      ? [
          `<meta property="og:image" content="${e(meta.imageUrl)}" />`,
          `<meta name="twitter:image" content="${e(meta.imageUrl)}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${meta.imageUrl ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
    // Shared links are private by default: reachable by whoever has them, not listed by search engines.
    `<meta name="robots" content="noindex" />`,
  ].join("\n    ");
  // Replacer functions, not replacement strings: the page's path is in the tags, and "$&" or "$`" in a
  // replacement string would splice parts of the page into them.
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${e(meta.title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_m, open: string, close: string) => `${open}${e(meta.description)}${close}`,
    )
    .replace("</head>", () => `    ${tags}\n  </head>`);
}
