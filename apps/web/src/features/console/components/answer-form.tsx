import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, showToast } from '../../../shared/ui/overlays.js';
import { TextField, useFieldErrors } from './fields.js';

/** Answer, answer and close, or close a report or a suggestion; the caller runs the call. */
export function AnswerForm({
  pending,
  run,
}: {
  pending: boolean;
  run: (
    input: { answer?: string; close: boolean },
    handlers: { onSuccess: () => void; onError: (e: unknown) => void },
  ) => void;
}) {
  const { t } = useTranslation('console');
  const errors = useFieldErrors();
  const [answer, setAnswer] = useState('');
  const go = (close: boolean) => {
    errors.clear();
    run(
      { ...(answer.trim() ? { answer: answer.trim() } : {}), close },
      {
        onSuccess: () => {
          setAnswer('');
          showToast(close ? t('feedback.closed') : t('feedback.answered'));
        },
        onError: errors.fromError,
      },
    );
  };
  return (
    <div className="rc-con-inline-form">
      <TextField
        label={t('feedback.answer')}
        name="answer"
        value={answer}
        onChange={setAnswer}
        maxLength={1000}
        multiline
        invalid={errors.has('answer')}
      />
      <div className="rc-con-actions">
        <button
          type="button"
          className="rc-con-primary"
          disabled={pending || !answer.trim()}
          onClick={() => go(false)}
          data-testid="answer-send"
        >
          {t('feedback.send')}
        </button>
        <button
          type="button"
          className="rc-con-secondary"
          disabled={pending || !answer.trim()}
          onClick={() => go(true)}
        >
          {t('feedback.sendAndClose')}
        </button>
        <button
          type="button"
          className="rc-con-danger"
          disabled={pending}
          data-testid="answer-close"
          onClick={() =>
            // Closing with no answer cannot be undone: it asks first (issue 25 point 4).
            void confirmDialog({
              title: t('feedback.close'),
              content: t('feedback.confirmClose'),
              confirmText: t('feedback.close'),
              cancelText: t('state.cancel'),
            }).then((ok) => {
              if (ok) go(true);
            })
          }
        >
          {t('feedback.close')}
        </button>
      </div>
    </div>
  );
}
