import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { countWords, FEEDBACK_MAX_CHARS, type FeedbackItem, feedbackForm } from '#src/shared/contract/feedback';
import { describeError } from '#src/shared/i18n/server-messages';
import { useLoad } from '#src/shared/lib/use-load';
import { useFormats } from '#src/shared/site/use-formats';
import { Button } from '#src/shared/ui/Button';
import { useContractForm } from '#src/shared/ui/form/use-contract-form';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import page from '#src/shared/ui/Page.module.css';
import { Skeleton } from '#src/shared/ui/Skeleton';
import { showToast } from '#src/shared/ui/toast-store';
import { getFeedback, sendFeedback } from '../api/feedback';
import styles from './FeedbackSection.module.css';

const LENGTH = msg({ id: 'feedback_length', message: 'Please write between {min} and {max} words' });
const SENT = msg({ id: 'feedback_sent', message: 'Thank you: customer service will read your feedback' });

/**
 * Feedback to customer service (its length between the server's bounds in
 * words, product rule 5.13), and the member's earlier feedback with any reply. What was typed stays on a refusal.
 */
export function FeedbackSection() {
  const { _ } = useLingui();
  const formats = useFormats();
  const { loaded, retry, set } = useLoad(getFeedback, { key: 'feedback' });
  const titleId = useId();

  if (loaded.state === 'loading') return <FeedbackSkeleton />;
  if (loaded.state === 'failed') return <LoadFailure message={describeError(loaded.error)} onRetry={retry} />;
  const { minWords, maxWords, items } = loaded.value;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="feedback">
      <h2 id={titleId} className={page.sectionTitle}>
        <Trans id="feedback_title">Feedback</Trans>
      </h2>
      <FeedbackForm min={minWords} max={maxWords} onSent={(item) => set((list) => ({ ...list, items: [item, ...list.items] }))} />
      {items.length > 0 && (
        <ul className={page.list} aria-label={_(msg({ id: 'feedback_history', message: 'Your earlier feedback' }))}>
          {items.map((item) => (
            <FeedbackEntry key={item.id} item={item} when={(iso) => formats.instant(iso)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FeedbackForm({ min, max, onSent }: { min: number; max: number; onSent: (item: FeedbackItem) => void }) {
  const { _ } = useLingui();
  const schema = useMemo(() => feedbackForm({ min, max }), [min, max]);
  const { form, field, submit, busy } = useContractForm(schema, { defaultValues: { text: '' } });
  const fieldId = useId();
  const hintId = useId();
  const words = countWords(form.watch('text'));
  const problem = form.formState.errors.text?.message;
  const boundsText = { ...LENGTH, values: { min, max } };
  const onSubmit = submit(async ({ text }) => {
    onSent(await sendFeedback(text.trim()));
    form.reset();
    showToast(SENT, { tone: 'success' });
  });
  const { error, ...textarea } = field('text');
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className={styles.labelRow}>
        <label htmlFor={fieldId} className={page.muted}>
          <Trans id="feedback_label">Tell us what to improve</Trans>
        </label>
        <span className={`${styles.counter} ${problem ? styles.over : ''}`} data-testid="feedback-count">
          <Trans id="feedback_count">{words} words</Trans>
        </span>
      </div>
      <textarea
        id={fieldId}
        className={`${styles.textarea} ${problem ? styles.invalid : ''}`}
        rows={5}
        maxLength={FEEDBACK_MAX_CHARS}
        {...textarea}
        aria-invalid={problem ? true : undefined}
        aria-describedby={hintId}
        data-testid="feedback-text"
      />
      {/* The bounds, always in sight; a refusal turns them into the alert (another problem says its own words). */}
      <p id={hintId} className={problem ? styles.error : page.muted} role={problem ? 'alert' : undefined}>
        {problem && problem !== 'err_feedback_length' ? error : _(boundsText)}
      </p>
      <Button type="submit" block disabled={busy} data-testid="feedback-submit">
        <Trans id="feedback_submit">Send feedback</Trans>
      </Button>
    </form>
  );
}

/**
 * The heading and the form's rows at phone width (px: the label, five lines of text, the word limits,
 * the button), so what follows the section (sign out) is not pushed down the screen by the form.
 */
function FeedbackSkeleton() {
  return (
    <section className={styles.section}>
      <h2 className={page.sectionTitle}>
        <Trans id="feedback_title">Feedback</Trans>
      </h2>
      <Skeleton rows={[41, 134, 20, 44]} />
    </section>
  );
}

function FeedbackEntry({ item, when }: { item: FeedbackItem; when: (iso: string) => string }) {
  return (
    <li className={`${page.card} ${styles.entry}`} data-testid="feedback-item" data-replied={item.reply !== null}>
      <p className={styles.text}>{item.text}</p>
      <p className={page.muted}>{when(item.createdAt)}</p>
      {item.reply !== null && item.repliedAt !== null ? (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>
            <Trans id="feedback_reply">Customer service replied</Trans> · {when(item.repliedAt)}
          </p>
          <p className={styles.text}>{item.reply}</p>
        </div>
      ) : (
        <p className={page.muted}>
          <Trans id="feedback_awaiting">Awaiting a reply</Trans>
        </p>
      )}
    </li>
  );
}
