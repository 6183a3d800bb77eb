import { Download, ShieldAlert, Trash2 } from "lucide-react";
import { useState } from "react";
import { ACCOUNT_DELETE_CONFIRMATION } from "../../../../contracts/index.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { Input } from "../../../components/ui/input.js";
import { errorMessageFor } from "../../../lib/api-client.js";
import { useDeleteAccount } from "../api/delete-account.js";

/** The promises of the landing page kept: take all your data with you, or delete it all. */
export function YourDataCard() {
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState("");
  const remove = useDeleteAccount();

  return (
    <Card className="mt-6">
      <CardHeader className="border-b border-slate-100">
        <CardTitle>Your Data</CardTitle>
        <CardDescription>
          Download everything you have logged, or delete your account and all of its data.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 pt-5 sm:pt-6">
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild variant="secondary">
            <a href="/api/account/export?format=json" download>
              <Download aria-hidden="true" />
              Export as JSON
            </a>
          </Button>
          <Button asChild variant="secondary">
            <a href="/api/account/export?format=csv" download>
              <Download aria-hidden="true" />
              Export meals as CSV
            </a>
          </Button>
        </div>
        <p className="text-sm text-slate-600">
          JSON holds your meals with every nutrient, your goals, preferences, submissions, edit instructions and photo
          estimates with their photos; CSV holds one row per meal, ready for a spreadsheet or a dietitian.
        </p>
        <div className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50/60 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-3">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
            <p className="text-sm text-red-900">
              Deleting your account removes your meals, goals, photos and shared pages for good.
            </p>
          </div>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete account
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) setTyped("");
        }}
        title="Delete your account?"
        description={
          <span className="grid gap-3">
            <span>
              Everything goes: meals, goals, preferences, photos and shared estimate pages. This cannot be undone. Type{" "}
              <strong>{ACCOUNT_DELETE_CONFIRMATION}</strong> to confirm.
            </span>
            <Input
              aria-label={`Type ${ACCOUNT_DELETE_CONFIRMATION} to confirm`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
            />
            {remove.isError ? (
              <span role="alert" className="text-red-700">
                {errorMessageFor(remove.error, "Your account could not be deleted. Please try again.")}
              </span>
            ) : null}
          </span>
        }
        confirmLabel="Delete account"
        destructive
        pending={remove.isPending}
        confirmDisabled={typed.trim() !== ACCOUNT_DELETE_CONFIRMATION}
        onConfirm={() => remove.mutate()}
      />
    </Card>
  );
}
