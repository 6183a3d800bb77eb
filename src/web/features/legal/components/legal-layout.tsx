import type { ReactNode } from "react";
import { LEGAL_LAST_UPDATED } from "../../../../contracts/site.js";
import { BackLink } from "../../../components/back-link.js";
import { SiteFooter } from "../../../components/site-footer.js";
import { useDocumentMeta } from "../../../lib/use-document-meta.js";

interface LegalLayoutProps {
  title: string;
  description: string;
  children: ReactNode;
}

export function LegalLayout({ title, description, children }: LegalLayoutProps) {
  useDocumentMeta(title, description);
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
        <BackToHome />
        <header className="mt-6 border-b border-slate-200 pb-6">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-slate-500">Last updated {LEGAL_LAST_UPDATED}</p>
        </header>
        <div className="mt-8 grid gap-10 text-[0.975rem] leading-relaxed text-slate-700">{children}</div>
        <div className="mt-12 border-t border-slate-200 pt-6">
          <BackToHome />
        </div>
      </article>
      <SiteFooter />
    </>
  );
}

function BackToHome() {
  return (
    <BackLink href="/" className="text-sm font-semibold text-brand-700 hover:text-brand-800">
      Back to Home
    </BackLink>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function LegalList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="grid list-disc gap-2 pl-5 marker:text-brand-600">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

export function MailLink({ address }: { address: string }) {
  return (
    <a
      href={`mailto:${address}`}
      className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {address}
    </a>
  );
}
