import { Send } from "lucide-react";
import type { FormEvent, Ref } from "react";
import type { ChatJob } from "../../../../contracts/index.js";
import { Alert } from "../../../components/ui/alert.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { Spinner } from "../../../components/ui/spinner.js";
import type { MealComposer } from "../hooks/use-meal-composer.js";
import { AnalyzingPanel } from "./analyzing-panel.js";
import { ExampleMeals } from "./example-meals.js";
import { InputHint } from "./input-hint.js";
import { LoggedConfirmation } from "./logged-confirmation.js";
import { LoginPrompt } from "./login-prompt.js";
import { MealInput } from "./meal-input.js";
import { MealPreviewPanel } from "./meal-preview-panel.js";
import { OutboxList } from "./outbox-list.js";
import { RecordingStatus } from "./recording-status.js";
import { VoiceButton } from "./voice-button.js";

interface MealComposerCardProps {
  composer: MealComposer;
  /** Whether the log history is empty; the examples help only a first-time user. */
  showExamples: boolean;
  showAnalyzing: boolean;
  onDismissAnalyzing: () => void;
  inputRef: Ref<HTMLTextAreaElement>;
  /** The last submission made here, as the job list now knows it. */
  lastJob: ChatJob | null;
  onRetry: (job: ChatJob) => void;
}

/** "Log Your Meals": type or speak a meal and submit it for analysis. */
export function MealComposerCard({
  composer,
  showExamples,
  showAnalyzing,
  onDismissAnalyzing,
  inputRef,
  lastJob,
  onRetry,
}: MealComposerCardProps) {
  const { voice, isSubmitting, preview } = composer;
  const voiceBusy = voice.state !== "idle";

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    composer.submit();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle id="log-meals-title">Log Your Meals</CardTitle>
        <CardDescription>Type or say what you ate in plain English. No weighing needed.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} aria-labelledby="log-meals-title">
          <MealInput
            ref={inputRef}
            value={composer.draft}
            onChange={composer.setDraft}
            onSubmitShortcut={composer.submit}
            disabled={voiceBusy}
          />
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <InputHint length={composer.draft.length} />
            <div className="grid grid-cols-2 gap-3 sm:flex">
              <VoiceButton
                state={voice.state}
                onClick={composer.toggleVoice}
                disabled={isSubmitting || voice.state === "transcribing"}
              />
              <Button type="submit" size="lg" disabled={!composer.canSubmit} className="w-full sm:w-auto">
                {isSubmitting ? <Spinner className="text-white" /> : <Send aria-hidden="true" />}
                Log Meals
              </Button>
            </div>
          </div>
          {voice.state === "recording" ? <RecordingStatus elapsedSeconds={voice.elapsedSeconds} /> : null}
        </form>
        {composer.outbox.items.length > 0 ? (
          <OutboxList items={composer.outbox.items} online={composer.online} onCancel={composer.outbox.cancel} />
        ) : null}
        {lastJob && !preview.active ? (
          <LoggedConfirmation job={lastJob} onClose={composer.closeLastJob} onRetry={onRetry} />
        ) : null}
        {preview.active || (!composer.online && composer.draft.trim()) ? (
          <MealPreviewPanel
            preview={preview.query.data}
            loading={preview.query.isFetching}
            stale={preview.settling || preview.query.isPlaceholderData}
            error={preview.query.error}
            offline={!composer.online}
          />
        ) : null}
        {composer.loginPrompt ? <LoginPrompt onClose={composer.closeLoginPrompt} /> : null}
        {composer.alert ? (
          <Alert title={composer.alert.title} onClose={composer.clearAlert} closeLabel="Close error" className="mt-4">
            {composer.alert.message}
          </Alert>
        ) : null}
        {showAnalyzing ? <AnalyzingPanel fact={composer.fact} onDismiss={onDismissAnalyzing} /> : null}
        {showExamples ? <ExampleMeals onPick={composer.setDraft} /> : null}
      </CardContent>
    </Card>
  );
}
