import { Camera, LogIn } from "lucide-react";
import { useRef, type ChangeEvent } from "react";
import { Alert } from "../../../components/ui/alert.js";
import { Button } from "../../../components/ui/button.js";
import { Card } from "../../../components/ui/card.js";
import { Spinner } from "../../../components/ui/spinner.js";
import { usePhotoReader } from "../api/get-photo-reader.js";
import { usePhotoEstimate } from "../hooks/use-photo-estimate.js";
import { EstimateResultPanel } from "./estimate-result-panel.js";
import { PhotoPickerForm } from "./photo-picker-form.js";

/** The compact 'Photo' entry of the dashboard: take or pick a meal photo and get an estimate. */
export function PhotoEstimateCard({ signedIn }: { signedIn: boolean }) {
  const flow = usePhotoEstimate();
  // Until the server says otherwise, promise no more than the caption reading every server has.
  const recognisesPhotos = usePhotoReader(signedIn).data?.recognises_photos ?? false;
  const fileInput = useRef<HTMLInputElement>(null);
  const { estimate, picked } = flow;
  const running = flow.uploading || estimate?.status === "queued" || estimate?.status === "processing";
  const failed = estimate?.status === "failed" || estimate?.status === "cancelled";
  const idle = !picked && !estimate && !flow.uploading;

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (estimate) flow.reset();
    flow.pick(file);
  }
  const choosePhoto = () => fileInput.current?.click();

  return (
    <Card aria-labelledby="photo-estimate-title">
      <div className="flex items-center gap-3 p-4 sm:px-6">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Camera aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="photo-estimate-title" className="font-semibold tracking-tight text-slate-900">
            Photo estimate
          </h2>
          <p className="text-sm text-slate-500">
            {recognisesPhotos
              ? "Snap your plate for a quick calorie estimate."
              : "Add a photo and say what's in it: the estimate is read from your words."}
          </p>
        </div>
        {!signedIn ? (
          <Button asChild variant="secondary" size="sm">
            <a href="/api/login">
              <LogIn aria-hidden="true" />
              Sign in
            </a>
          </Button>
        ) : !running ? (
          <Button variant="secondary" onClick={choosePhoto}>
            <Camera aria-hidden="true" />
            Photo
          </Button>
        ) : null}
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          capture="environment"
          className="hidden"
          onChange={handleFile}
          tabIndex={-1}
          aria-hidden="true"
        />
      </div>
      {signedIn && !idle ? (
        <div className="border-t border-slate-100 p-4 sm:px-6">
          {running ? (
            <div role="status" className="flex items-center gap-3">
              {picked ? <img src={picked.previewUrl} alt="" className="size-14 rounded-xl object-cover" /> : null}
              <Spinner />
              <div>
                <p className="font-medium text-slate-800">
                  {flow.uploading ? "Uploading photo..." : "Estimating calories..."}
                </p>
                <p className="text-sm text-slate-500">Usually a few seconds. You can keep logging meanwhile.</p>
              </div>
            </div>
          ) : estimate?.status === "completed" && estimate.result ? (
            <EstimateResultPanel estimate={estimate} result={estimate.result} flow={flow} />
          ) : (
            <div className="grid gap-3">
              {failed ? (
                <Alert title="We couldn't estimate this photo" onClose={flow.reset} closeLabel="Dismiss">
                  {estimate?.error ?? "Please try again."}
                </Alert>
              ) : null}
              {picked ? (
                <PhotoPickerForm
                  previewUrl={picked.previewUrl}
                  caption={flow.caption}
                  onCaptionChange={flow.setCaption}
                  onSubmit={() => void flow.submit()}
                  onCancel={flow.reset}
                  uploading={flow.uploading}
                  submitLabel={failed ? "Try again" : "Get estimate"}
                  captionRequired={!recognisesPhotos}
                />
              ) : null}
            </div>
          )}
          {flow.error ? (
            <Alert title="Unable to upload photo" onClose={flow.clearError} closeLabel="Close error" className="mt-3">
              {flow.error}
            </Alert>
          ) : null}
        </div>
      ) : flow.error ? (
        <div className="px-4 pb-4 sm:px-6">
          <Alert title="Unable to upload photo" onClose={flow.clearError} closeLabel="Close error">
            {flow.error}
          </Alert>
        </div>
      ) : null}
    </Card>
  );
}
