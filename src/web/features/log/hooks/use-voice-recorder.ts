import { useCallback, useEffect, useRef, useState } from "react";
import { TRANSCRIBE_LIMITS } from "../../../../contracts/transcribe.js";
import { transcribeAudio } from "../api/transcribe-audio.js";
import { pickRecordingMimeType } from "../lib/recording-format.js";
import { MICROPHONE_ERROR, TRANSCRIBE_FINAL_FALLBACK, transcribeErrorMessage } from "../lib/submit-error-message.js";

export type VoiceState = "idle" | "recording" | "transcribing";

/** Spec: the recorder hands over data every second. */
const TIMESLICE_MS = 1000;
/** Stop a little before the server's duration limit so the recording is always accepted. */
const MAX_RECORDING_MS = TRANSCRIBE_LIMITS.maxSeconds * 1000 - 1000;

// The voice as the microphone hears it: noise suppression and automatic gain adapt over the first moments of a
// recording and muffle or cut the first word; a fixed sample rate made the browser resample before encoding.
const AUDIO_CONSTRAINTS: MediaStreamConstraints = {
  audio: { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: false },
};

export type VoiceErrorKind = "microphone" | "transcription";

interface VoiceRecorderOptions {
  /** False when the screen is left: the microphone and recorder stop and the recording is dropped. */
  active: boolean;
  onTranscript: (transcript: string) => void;
  onError: (kind: VoiceErrorKind, message: string) => void;
}

export interface VoiceRecorder {
  state: VoiceState;
  /** Seconds since recording started (0 when not recording). */
  elapsedSeconds: number;
  start: () => Promise<void>;
  stop: () => void;
}

export function useVoiceRecorder({ active, onTranscript, onError }: VoiceRecorderOptions): VoiceRecorder {
  const [state, setState] = useState<VoiceState>("idle");
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const startingRef = useRef(false);
  const discardRef = useRef(false);
  const callbacks = useRef({ onTranscript, onError });
  useEffect(() => {
    callbacks.current = { onTranscript, onError };
  }, [onTranscript, onError]);

  const releaseMicrophone = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== "inactive") recorder.stop();
  }, []);

  /** Leaving the screen: stop everything and throw the recording away. */
  const abandon = useCallback(() => {
    discardRef.current = true;
    stop();
    releaseMicrophone();
  }, [stop, releaseMicrophone]);

  const transcribe = useCallback(async (recording: Blob) => {
    if (recording.size === 0) {
      callbacks.current.onError("transcription", TRANSCRIBE_FINAL_FALLBACK);
      setState("idle");
      return;
    }
    setState("transcribing");
    try {
      const { transcript } = await transcribeAudio(recording);
      callbacks.current.onTranscript(transcript);
    } catch (error) {
      callbacks.current.onError("transcription", transcribeErrorMessage(error));
    } finally {
      setState("idle");
    }
  }, []);

  const start = useCallback(async () => {
    if (startingRef.current || recorderRef.current) return;
    startingRef.current = true;
    discardRef.current = false;
    try {
      const stream = await navigator.mediaDevices.getUserMedia(AUDIO_CONSTRAINTS);
      if (discardRef.current) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      streamRef.current = stream;
      const mimeType = pickRecordingMimeType((type) => MediaRecorder.isTypeSupported(type));
      const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        recorderRef.current = null;
        releaseMicrophone();
        setStartedAt(null);
        if (discardRef.current) {
          setState("idle");
          return;
        }
        const type = recorder.mimeType || mimeType || "audio/webm";
        void transcribe(new Blob(chunks, { type }));
      };
      // "Recording" shows once the recorder has started, so nothing said after it appears is lost.
      recorder.onstart = () => {
        setStartedAt(Date.now());
        setNow(Date.now());
        setState("recording");
      };
      recorderRef.current = recorder;
      recorder.start(TIMESLICE_MS);
    } catch (error) {
      // Permission refused, no microphone, or no MediaRecorder in this browser.
      console.error("Unable to access microphone", error);
      releaseMicrophone();
      recorderRef.current = null;
      callbacks.current.onError("microphone", MICROPHONE_ERROR);
    } finally {
      startingRef.current = false;
    }
  }, [releaseMicrophone, transcribe]);

  // Tick the elapsed time and stop at the server's duration limit.
  useEffect(() => {
    if (startedAt === null) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    const limit = setTimeout(stop, MAX_RECORDING_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(limit);
    };
  }, [startedAt, stop]);

  useEffect(() => {
    if (!active) abandon();
  }, [active, abandon]);

  useEffect(() => abandon, [abandon]);

  return {
    state,
    elapsedSeconds: startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000)),
    start,
    stop,
  };
}
