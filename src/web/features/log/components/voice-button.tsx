import { Mic, Square } from "lucide-react";
import { Button } from "../../../components/ui/button.js";
import { Spinner } from "../../../components/ui/spinner.js";
import { cn } from "../../../lib/cn.js";
import type { VoiceState } from "../hooks/use-voice-recorder.js";

const labels: Record<VoiceState, string> = {
  idle: "Speak",
  recording: "Recording...",
  transcribing: "Transcribing...",
};

interface VoiceButtonProps {
  state: VoiceState;
  disabled: boolean;
  onClick: () => void;
}

/** Click to record, click again to stop; the recording is then transcribed into the text box. */
export function VoiceButton({ state, disabled, onClick }: VoiceButtonProps) {
  const recording = state === "recording";
  return (
    <Button
      variant="secondary"
      size="lg"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={recording}
      title={recording ? "Click to stop recording" : undefined}
      className={cn(
        "w-full sm:w-auto",
        recording && "border-red-200 bg-red-50 text-red-700 hover:border-red-300 hover:bg-red-100",
      )}
    >
      {state === "transcribing" ? (
        <Spinner className="text-slate-500" />
      ) : recording ? (
        <Square aria-hidden="true" className="fill-current" />
      ) : (
        <Mic aria-hidden="true" />
      )}
      {labels[state]}
    </Button>
  );
}
