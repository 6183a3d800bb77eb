import { Link } from "wouter";
import { CONTACT_EMAIL, FOOD_DATA_SOURCE, PRODUCT_NAME } from "../../contracts/site.js";
import { Logo } from "./logo.js";

const linkClass =
  "rounded text-sm text-slate-600 transition-colors hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="grid max-w-sm gap-3">
          <Logo compact />
          <p className="text-sm leading-relaxed text-slate-600">
            Plain-language meal logging with nutrition estimates from public USDA data. A free beta.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            <li>
              <Link href="/privacy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link href="/terms" className={linkClass}>
                Terms of Service
              </Link>
            </li>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
                Contact
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-xs text-slate-500 sm:flex-row sm:justify-between sm:px-6">
          {/* A pre-rendered page carries its build's year; a new year must not count as a hydration error. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </p>
          <p>Nutrition data: {FOOD_DATA_SOURCE}</p>
        </div>
      </div>
    </footer>
  );
}
