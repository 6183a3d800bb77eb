import { Spinner } from "./ui/spinner.js";

/** Shown in a screen's place for the moment its code loads. */
export function ScreenLoader() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-6" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
