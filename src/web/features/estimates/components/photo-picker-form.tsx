import type { FormEvent } from "react";
import { ESTIMATE_LIMITS } from "../../../../contracts/index.js";
import { Button } from "../../../components/ui/button.js";
import { Input } from "../../../components/ui/input.js";
import { Spinner } from "../../../components/ui/spinner.js";

interface PhotoPickerFormProps {
  previewUrl: string;
  caption: string;
  onCaptionChange: (caption: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  uploading: boolean;
  submitLabel: string;
  /** No vision model: the caption is all the estimate can read, so it is asked for before the upload. */
  captionRequired: boolean;
}

/** The chosen photo, a few words about it, and the button that starts the estimate. */
export function PhotoPickerForm({
  previewUrl,
  caption,
  onCaptionChange,
  onSubmit,
  onCancel,
  uploading,
  submitLabel,
  captionRequired,
}: PhotoPickerFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <img
        src={previewUrl}
        alt="The photo you chose"
        className="size-20 shrink-0 rounded-xl bg-slate-100 object-cover"
      />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <label htmlFor="photo-caption" className="text-sm font-medium text-slate-700">
          What's in it?{" "}
          <span className="font-normal text-slate-500">
            {captionRequired ? "(needed: this server reads your words, not the picture)" : "(helps the estimate)"}
          </span>
        </label>
        <Input
          id="photo-caption"
          value={caption}
          onChange={(event) => onCaptionChange(event.target.value)}
          maxLength={ESTIMATE_LIMITS.captionMaxLength}
          placeholder="e.g. chicken salad with avocado"
          disabled={uploading}
          required={captionRequired}
        />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={uploading}>
          Cancel
        </Button>
        <Button type="submit" disabled={uploading || (captionRequired && caption.trim() === "")}>
          {uploading ? <Spinner className="size-4 text-white" /> : null}
          {uploading ? "Uploading..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
