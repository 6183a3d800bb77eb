import { SiteFooter } from "../../../components/site-footer.js";
import { useDocumentMeta } from "../../../lib/use-document-meta.js";
import { ClosingCta } from "./closing-cta.js";
import { FaqSection } from "./faq-section.js";
import { FeaturesSection } from "./features-section.js";
import { HeroSection } from "./hero-section.js";
import { StatsSection } from "./stats-section.js";

export function LandingPage() {
  useDocumentMeta(null);
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <StatsSection />
      <FaqSection />
      <ClosingCta />
      <SiteFooter />
    </>
  );
}
