import { ArrowLeft, MapPinOff } from "lucide-react";
import { Link } from "wouter";
import { PageContainer } from "../../../components/page-container.js";
import { Button } from "../../../components/ui/button.js";
import { Card } from "../../../components/ui/card.js";
import { useDocumentMeta } from "../../../lib/use-document-meta.js";

export function NotFoundPage() {
  useDocumentMeta("Page Not Found", "This page does not exist.");
  return (
    <PageContainer className="flex min-h-[60dvh] items-center justify-center">
      <Card className="w-full max-w-md p-8 text-center sm:p-10">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-red-50 ring-1 ring-red-100">
          <MapPinOff aria-hidden="true" className="size-7 text-red-600" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">404 Page Not Found</h1>
        <p className="mt-2 text-slate-600">Did you forget to add the page to the router?</p>
        <Button asChild variant="secondary" className="mt-7">
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </Card>
    </PageContainer>
  );
}
