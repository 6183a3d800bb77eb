import { useCallback, useEffect, useRef, useState } from "react";
import {
  findOnDeviceRecognition,
  startLiveTranscript,
  type SpeechRecognitionClass,
  type SpeechScope,
} from "../lib/on-device-speech.js";

interface LiveTranscriptOptions {
  /** False when the screen is left: recognition stops. */
  active: boolean;
  /** Everything heard so far, as the person speaks. */
  onText: (text: string) => void;
  /** On-device recognition could not start: record for the server instead. */
  onFallback: () => void;
  onError: (message: string) => void;
}

export interface LiveTranscript {
  /** True once the browser has said it recognises speech on this device. */
  available: boolean;
  listening: boolean;
  elapsedSeconds: number;
  start: () => void;
  stop: () => void;
}

const MICROPHONE_REFUSED = new Set(["not-allowed", "audio-capture"]);

/** A live transcript from the browser's on-device recogniser, where there is one (see on-device-speech.ts). */
export function useLiveTranscript({ active, onText, onFallback, onError }: LiveTranscriptOptions): LiveTranscript {
  const [recognition, setRecognition] = useState<SpeechRecognitionClass | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const stopRef = useRef<(() => void) | null>(null);
  const callbacks = useRef({ onText, onFallback, onError });
  useEffect(() => {
    callbacks.current = { onText, onFallback, onError };
  }, [onText, onFallback, onError]);

  useEffect(() => {
    let current = true;
    void findOnDeviceRecognition(window as unknown as SpeechScope).then((found) => {
      if (current) setRecognition(() => found);
    });
    return () => {
      current = false;
    };
  }, []);

  const stop = useCallback(() => stopRef.current?.(), []);

  const start = useCallback(() => {
    if (!recognition || stopRef.current) return;
    const finish = () => {
      stopRef.current = null;
      setStartedAt(null);
    };
    stopRef.current = startLiveTranscript(recognition, {
      onText: (text) => callbacks.current.onText(text),
      onEnd: finish,
      onError: (error, heardAnything) => {
        finish();
        if (MICROPHONE_REFUSED.has(error)) callbacks.current.onError(error);
        else if (!heardAnything) callbacks.current.onFallback();
      },
    });
    setStartedAt(Date.now());
    setNow(Date.now());
  }, [recognition]);

  useEffect(() => {
    if (startedAt === null) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [startedAt]);

  useEffect(() => {
    if (!active) stop();
  }, [active, stop]);
  useEffect(() => stop, [stop]);

  return {
    available: recognition !== null,
    listening: startedAt !== null,
    elapsedSeconds: startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000)),
    start,
    stop,
  };
}
