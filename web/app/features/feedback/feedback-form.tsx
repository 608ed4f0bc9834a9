import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LoadingIndicator } from '../../components/feedback/loading-indicator';
import { Notice } from '../../components/feedback/notice';
import { Field } from '../../components/forms/field';
import { RadioGroupField } from '../../components/forms/radio-group-field';
import { charactersRemaining, isOverLimit, remainingText } from './feedback-counter';
import { feedbackErrorMessage } from './feedback-error-message';
import {
  feedbackFormSchema,
  feedbackRatingOptions,
  type FeedbackFormInput,
  type FeedbackFormValues,
} from './feedback-schema';

export const feedbackTitle = 'Please Help Us! We value your opinion';
export const feedbackSubtitle = "It'll only take a few seconds...";

export type SendFeedback = UseMutationResult<boolean, Error, FeedbackFormValues>;

/**
 * The feedback form (SPEC §2, §4): idle, then submitting (a loading indicator in place of the buttons), then
 * success ('Thank you!', and any further submit is ignored) or an error, after which it can be sent again.
 * Fields are checked once touched; the counter counts down from 255 and on past zero, without refusing.
 * When sending ends, focus goes to what comes next: Close after success, Submit after an error.
 */
export function FeedbackForm({
  titleId,
  subtitleId,
  send,
  onClose,
}: {
  titleId: string;
  subtitleId: string;
  send: SendFeedback;
  onClose: () => void;
}) {
  const counterId = `${useId()}-counter`;
  const closeRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const form = useForm<FeedbackFormInput, unknown, FeedbackFormValues>({
    resolver: zodResolver(feedbackFormSchema),
    mode: 'onTouched',
    defaultValues: { comment: '' },
  });
  const { errors } = form.formState;
  const remaining = charactersRemaining(useWatch({ control: form.control, name: 'comment' }));
  const sent = send.isSuccess;

  useEffect(() => {
    if (send.status === 'success') closeRef.current?.focus();
    else if (send.status === 'error') submitRef.current?.focus();
  }, [send.status]);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    if (sent || send.isPending) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit((values) => send.mutate(values))(event);
  };

  return (
    <form className="dialog__body" noValidate onSubmit={submit}>
      <h2 className="dialog__title" id={titleId} tabIndex={-1}>
        {feedbackTitle}
      </h2>
      <div className="dialog__description" id={subtitleId}>
        <p>{feedbackSubtitle}</p>
      </div>
      <Field label="Areas of Improvement & Suggestions" error={errors.comment?.message}>
        {(control) => (
          <>
            <textarea
              className="field__input field__textarea"
              rows={4}
              readOnly={sent}
              {...control}
              aria-describedby={[counterId, control['aria-describedby']].filter(Boolean).join(' ')}
              {...form.register('comment')}
            />
            <p
              id={counterId}
              className={`feedback-counter${isOverLimit(remaining) ? ' feedback-counter--exceeded' : ''}`}
              aria-live="polite"
              aria-atomic="true"
            >
              {remainingText(remaining)}
            </p>
          </>
        )}
      </Field>
      <RadioGroupField
        legend="How would you rate your experience?"
        options={feedbackRatingOptions}
        register={form.register('rating')}
        error={errors.rating?.message}
        disabled={sent}
      />
      <div className="feedback-outcome">
        <div aria-live="polite">{sent && <Notice kind="success">Thank you!</Notice>}</div>
        {send.isError && <Notice kind="error">{feedbackErrorMessage(send.error)}</Notice>}
        {send.isPending ? (
          <LoadingIndicator label="Sending your feedback…" />
        ) : (
          <div className="dialog__actions">
            <button ref={closeRef} type="button" className="button button--secondary" onClick={onClose}>
              {sent ? 'Close' : 'Not Now'}
            </button>
            <button ref={submitRef} type="submit" className="button button--primary" disabled={sent}>
              Submit
            </button>
          </div>
        )}
      </div>
    </form>
  );
}
