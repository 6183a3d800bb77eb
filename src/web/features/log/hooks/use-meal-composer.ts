import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import type { ChatJob } from "../../../../contracts/index.js";
import { TRANSCRIBE_MESSAGES } from "../../../../contracts/transcribe.js";
import { HttpError } from "../../../lib/api-client.js";
import { useOnlineStatus } from "../../../lib/use-online-status.js";
import { authUserQueryKey } from "../../auth/index.js";
import { useVoiceStatus } from "../api/get-voice-status.js";
import { useMealPreview } from "../api/preview-meal.js";
import { browserTimeZone } from "../../../lib/browser-time-zone.js";
import { newClientId, type OutboxItem } from "../lib/meal-outbox.js";
import { useMealOutbox } from "./use-meal-outbox.js";
import { useQueueMeal } from "../api/queue-meal.js";
import { pickFoodFact } from "../lib/food-facts.js";
import { joinTranscript } from "../lib/join-transcript.js";
import { MEAL_DRAFT_KEY } from "../lib/storage-keys.js";
import { MICROPHONE_ERROR, submitErrorMessage } from "../lib/submit-error-message.js";
import { useLiveTranscript } from "./use-live-transcript.js";
import { useSessionDraft } from "./use-session-draft.js";
import { useVoiceRecorder, type VoiceErrorKind } from "./use-voice-recorder.js";

export interface ComposerAlert {
  title: string;
  message: string;
}

const voiceErrorTitles: Record<VoiceErrorKind, string> = {
  microphone: "Microphone unavailable",
  transcription: "Unable to transcribe audio",
};

/** Everything "Log Your Meals" does: the draft, submitting, voice, the error box, the login prompt and the fun fact. */
export function useMealComposer({
  signedIn,
  active,
}: {
  signedIn: boolean;
  /** Whether the dashboard is the visible tab; leaving it stops the microphone. */
  active: boolean;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useSessionDraft(MEAL_DRAFT_KEY);
  const [alert, setAlert] = useState<ComposerAlert | null>(null);
  const [loginPrompt, setLoginPrompt] = useState(false);
  const [fact, setFact] = useState(() => pickFoodFact());
  /** The last submission from this screen, shown right under the button until closed or replaced. */
  const [lastJob, setLastJob] = useState<ChatJob | null>(null);
  const queue = useQueueMeal();
  const voiceStatus = useVoiceStatus(signedIn);
  const online = useOnlineStatus();
  const preview = useMealPreview(draft, { enabled: online });
  const outbox = useMealOutbox({
    signedIn,
    online,
    onSent: setLastJob,
    onRefused: (item, error) =>
      setAlert({ title: "Unable to submit meal", message: `“${item.message}”: ${submitErrorMessage(error)}` }),
  });

  const appendTranscript = useCallback(
    (transcript: string) => setDraft((current) => joinTranscript(current, transcript)),
    [setDraft],
  );
  const showVoiceError = useCallback(
    (kind: VoiceErrorKind, message: string) => setAlert({ title: voiceErrorTitles[kind], message }),
    [],
  );
  const recorder = useVoiceRecorder({
    active,
    onTranscript: appendTranscript,
    onError: showVoiceError,
  });
  const startRecording = recorder.start;
  // The text in the box when on-device recognition started: the live transcript is shown after it.
  const typedBeforeSpeech = useRef("");
  const live = useLiveTranscript({
    active,
    onText: useCallback((text: string) => setDraft(joinTranscript(typedBeforeSpeech.current, text)), [setDraft]),
    onFallback: useCallback(() => void startRecording(), [startRecording]),
    onError: useCallback(() => showVoiceError("microphone", MICROPHONE_ERROR), [showVoiceError]),
  });
  const voice = live.listening
    ? { state: "recording" as const, elapsedSeconds: live.elapsedSeconds, stop: live.stop }
    : { state: recorder.state, elapsedSeconds: recorder.elapsedSeconds, stop: recorder.stop };

  const isSubmitting = queue.isPending;
  const canSubmit = draft.trim() !== "" && !isSubmitting;

  function submit() {
    const message = draft.trim();
    if (!message || isSubmitting) return;
    if (!signedIn) {
      setLoginPrompt(true);
      return;
    }
    const item: OutboxItem = {
      client_id: newClientId(),
      message,
      time_zone: browserTimeZone(),
      queued_at: new Date().toISOString(),
    };
    const keepForLater = () => {
      outbox.add(item);
      setDraft((current) => (current.trim() === message ? "" : current));
      setAlert(null);
    };
    if (!online) return keepForLater();
    queue.mutate(item, {
      onSuccess: (job) => {
        setLastJob(job);
        // Keep anything typed while the request was on its way.
        setDraft((current) => (current.trim() === message ? "" : current));
        setFact((previous) => pickFoodFact(previous));
        setAlert(null);
        setLoginPrompt(false);
      },
      onError: (error) => {
        // No answer at all: the connection dropped on the way, so the meal waits on the device.
        if (error instanceof TypeError) return keepForLater();
        if (error instanceof HttpError && error.status === 401) {
          // The session ended in the meantime: ask to sign in again, keep the text.
          setLoginPrompt(true);
          void queryClient.invalidateQueries({ queryKey: authUserQueryKey });
          return;
        }
        setAlert({
          title: "Unable to submit meal",
          message: submitErrorMessage(error),
        });
      },
    });
  }

  function toggleVoice() {
    if (voice.state === "recording") return voice.stop();
    if (voice.state !== "idle" || isSubmitting) return;
    if (!signedIn) return setLoginPrompt(true);
    setAlert(null);
    if (live.available) {
      typedBeforeSpeech.current = draft;
      return live.start();
    }
    const status = voiceStatus.data;
    if (status && !status.available) {
      setAlert({
        title: "Voice input unavailable",
        message: status.message ?? TRANSCRIBE_MESSAGES.unavailable,
      });
      return;
    }
    void recorder.start();
  }

  return {
    draft,
    setDraft,
    submit,
    canSubmit,
    isSubmitting,
    alert,
    clearAlert: () => setAlert(null),
    loginPrompt,
    closeLoginPrompt: () => setLoginPrompt(false),
    fact,
    lastJob,
    closeLastJob: () => setLastJob(null),
    preview,
    online,
    outbox,
    voice,
    toggleVoice,
  };
}

export type MealComposer = ReturnType<typeof useMealComposer>;
