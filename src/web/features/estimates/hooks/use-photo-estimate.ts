import { useEffect, useState } from "react";
import { errorMessageFor } from "../../../lib/api-client.js";
import { useDeleteEstimate, useEstimate, useUploadEstimate } from "../api/estimates-api.js";
import { prepareUpload } from "../lib/prepare-upload.js";

const CURRENT_KEY = "photo-estimate-id";

export interface PickedPhoto {
  file: File;
  previewUrl: string;
}

function readCurrent(): string | null {
  try {
    return sessionStorage.getItem(CURRENT_KEY);
  } catch {
    return null;
  }
}
function writeCurrent(id: string | null) {
  try {
    if (id) sessionStorage.setItem(CURRENT_KEY, id);
    else sessionStorage.removeItem(CURRENT_KEY);
  } catch {
    // Private modes may refuse storage; the estimate then simply isn't resumed after a reload.
  }
}

/** The /log photo flow: pick → caption → upload → poll until done; the estimate id survives a reload. */
export function usePhotoEstimate() {
  const [picked, setPicked] = useState<PickedPhoto | null>(null);
  const [caption, setCaption] = useState("");
  const [currentId, setCurrentId] = useState<string | null>(readCurrent);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadEstimate();
  const remove = useDeleteEstimate();
  const estimate = useEstimate(currentId);

  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.previewUrl);
    },
    [picked],
  );

  // A remembered estimate that is gone (deleted elsewhere, another account): forget it and start fresh.
  const lost = estimate.isError;
  useEffect(() => {
    if (lost) writeCurrent(null);
  }, [lost]);

  function pick(file: File) {
    setError(null);
    if (!file.type.startsWith("image/") && file.type !== "") {
      setError("That file isn't an image. Please choose a photo of your meal.");
      return;
    }
    setPicked({ file, previewUrl: URL.createObjectURL(file) });
  }

  async function submit() {
    if (!picked || upload.isPending) return;
    setError(null);
    try {
      const prepared = await prepareUpload(picked.file);
      const previous = estimate.data?.status === "failed" ? estimate.data.id : null;
      const created = await upload.mutateAsync({ ...prepared, caption });
      // A failed attempt that is retried with words would only clutter the user's estimates.
      if (previous) remove.mutate(previous);
      setCurrentId(created.id);
      writeCurrent(created.id);
    } catch (failure) {
      setError(errorMessageFor(failure, "We couldn't upload the photo. Check your connection and try again."));
    }
  }

  function reset() {
    setPicked(null);
    setCaption("");
    setError(null);
    setCurrentId(null);
    writeCurrent(null);
    upload.reset();
  }

  return {
    picked,
    pick,
    caption,
    setCaption,
    submit,
    reset,
    error,
    clearError: () => setError(null),
    uploading: upload.isPending,
    estimate: currentId && !lost ? estimate.data : undefined,
    remove,
  };
}
export type PhotoEstimateFlow = ReturnType<typeof usePhotoEstimate>;
