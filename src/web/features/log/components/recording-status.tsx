import { TRANSCRIBE_LIMITS } from "../../../../contracts/transcribe.js";

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** A live line under the buttons while the microphone is on. */
export function RecordingStatus({ elapsedSeconds }: { elapsedSeconds: number }) {
  return (
    <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
      <span aria-hidden="true" className="relative flex size-2.5">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-400 opacity-75" />
        <span className="relative inline-flex size-2.5 rounded-full bg-red-500" />
      </span>
      <span>
        <span className="font-semibold tabular-nums text-slate-800">{clock(elapsedSeconds)}</span>
        <span className="text-slate-400"> / {clock(TRANSCRIBE_LIMITS.maxSeconds)}</span>
        {" · "}Say what you ate, then press the button again to stop.
      </span>
    </p>
  );
}
