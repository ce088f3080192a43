import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '#src/shared/api/api-error';
import { REQUEST_TIMEOUT_MS } from '#src/shared/api/client';
import { pathTo } from '#src/shared/contract/app-routes';
import { type PromotionDetail, REWARD_LIMITS } from '#src/shared/contract/promotions';
import { describeError, SERVER_MESSAGES } from '#src/shared/i18n/server-messages';
import { newIdempotencyKey } from '#src/shared/lib/idempotency-key';
import { splitByContent } from '#src/shared/lib/image-files';
import { useLoad } from '#src/shared/lib/use-load';
import { useOnline } from '#src/shared/lib/use-online';
import { sessionStore } from '#src/shared/session/session-store';
import { Button } from '#src/shared/ui/Button';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { LoadingOverlay } from '#src/shared/ui/LoadingOverlay';
import { showToast } from '#src/shared/ui/toast-store';
import { getPromotionDetail } from '../api/get-promotion-detail';
import { requestReward } from '../api/request-reward';
import { canSubmit, type PictureRefusal } from '../lib/reward-validation';
import { isUnknownPromotion, readPromotion } from '../lib/unknown-promotion';
import { deleteRewardDraft, readRewardDraft, saveRewardDraft } from '../reward-drafts';
import styles from './ApplyReward.module.css';
import { ImagePicker, usePictureSelection } from './ImagePicker';

const NO_PROMOTION = msg({ id: 'reward_choose_promotion', message: 'Choose a promotion to apply for' });
const SENT = msg({ id: 'reward_sent', message: 'Application sent. It is pending review.' });
const OFFLINE = msg({ id: 'reward_offline', message: 'You are offline. Sending needs a connection; your remark and pictures are kept.' });

/** Back to the promotions with a word why (a toast survives the navigation). */
function Leave({ message }: { message: MessageDescriptor }) {
  useEffect(() => showToast(message, { tone: 'error' }), [message]);
  return <Navigate to={pathTo('activity')} replace />;
}

/** Apply for a reward (/m/applyReward?id=, product rule 2.21): remark, pictures, submit; success goes to /m/activity. */
export default function ApplyRewardScreen({ testId }: { testId: string }) {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const read = useCallback(() => readPromotion(id, getPromotionDetail), [id]);
  const { loaded: load, retry } = useLoad(read, { key: `apply-reward:${id}` });

  // With no valid id (none, unknown, or one that takes no applications) back to the promotions (product rule 2.21).
  const leave = !id
    ? NO_PROMOTION
    : load.state === 'failed' && isUnknownPromotion(load.error)
      ? SERVER_MESSAGES.err_promotion_not_found
      : load.state === 'ready' && !load.value.takesApplications
        ? SERVER_MESSAGES.err_promotion_no_apply
        : null;
  if (leave) return <Leave message={leave} />;
  return (
    <main className={styles.screen} data-testid={testId}>
      <p className={styles.eyebrow}>
        <Trans id="route_applyReward">Apply for reward</Trans>
      </p>
      {load.state === 'loading' && (
        <p className={styles.status} role="status">
          <Trans id="loading">Loading…</Trans>
        </p>
      )}
      {load.state === 'failed' && <LoadFailure message={describeError(load.error)} onRetry={retry} testId="reward-retry" />}
      {load.state === 'ready' && <ApplyForm promotion={load.value} />}
    </main>
  );
}

function ApplyForm({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const online = useOnline();
  const remarkId = useId();
  const counterId = useId();
  const offlineId = useId();
  const [remark, setRemark] = useState('');
  const { pictures, add, remove } = usePictureSelection();
  const [refusals, setRefusals] = useState<PictureRefusal[]>([]);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [needsJoin, setNeedsJoin] = useState(promotion.requiresJoin && !promotion.joined);
  const [busy, setBusy] = useState(false);
  // Pictures can take up to the upload's minute on a slow network: past the 10 s loading limit
  // the spinner gives way to a plain statement of what is happening.
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), REQUEST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  // Leaving mid-upload cancels it, so a late answer never navigates from another screen.
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  // The draft on this device comes back first; only then is what the member does saved over it.
  const owner = sessionStore.info?.userName ?? '';
  const [restored, setRestored] = useState(false);
  const sendKey = useRef(newIdempotencyKey());
  // Set before the sent draft is deleted: a save whose timer fires after the send (React clears
  // the timer only at its next render) must not write the draft back.
  const sent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restores once per owner and promotion, not again when `add` is remade
  useEffect(() => {
    let live = true;
    void readRewardDraft(owner, promotion.id).then((draft) => {
      if (!live) return;
      if (draft) {
        setRemark(draft.remark);
        add(draft.pictures);
        sendKey.current = draft.sendKey;
      }
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [owner, promotion.id]);
  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(() => {
      if (!sent.current) void saveRewardDraft(owner, promotion.id, { remark, pictures: pictures.map((p) => p.file), sendKey: sendKey.current });
    }, 300);
    return () => clearTimeout(timer);
  }, [restored, owner, promotion.id, remark, pictures]);

  const remarkRequired = promotion.remarkRequired === 'Y';
  const imageRequired = promotion.imageRequired === 'Y';
  const ready =
    canSubmit(
      promotion,
      remark,
      pictures.map((p) => p.file),
    ) && !needsJoin;
  // Said once: the note while offline, unless a refused submit already says the same above.
  const offlineNote = !online && failure !== OFFLINE;
  const requiredMark = (
    <span className={styles.required}>
      <Trans id="reward_required">Required</Trans>
    </span>
  );

  const onPick = async (files: File[]) => {
    const { images, others } = await splitByContent(files, REWARD_LIMITS.imageTypes);
    const added = add(images);
    const refused: PictureRefusal[] = others.length > 0 ? ['activity_image_type', ...added.filter((r) => r !== 'activity_image_type')] : added;
    setRefusals(refused);
    if (refused[0]) showToast(SERVER_MESSAGES[refused[0]], { tone: 'error', ms: 3000 });
  };
  const onRemove = (pictureId: number) => {
    remove(pictureId);
    setRefusals([]);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy) return;
    if (!navigator.onLine) {
      setFailure(OFFLINE);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      // The key goes on the device before the application leaves it: a reload after a lost answer sends it again under the same key.
      await saveRewardDraft(owner, promotion.id, { remark, pictures: pictures.map((p) => p.file), sendKey: sendKey.current });
      await requestReward(
        promotion.id,
        remark,
        pictures.map((p) => p.file),
        sendKey.current,
        leaving.current?.signal,
      );
      sent.current = true;
      await deleteRewardDraft(owner, promotion.id);
      showToast(SENT, { tone: 'success', ms: 3000 });
      navigate(pathTo('activity'), { replace: true });
    } catch (error) {
      if (leaving.current?.signal.aborted) return;
      // Nothing typed or chosen is cleared: the member corrects or simply sends again.
      const key = error instanceof ApiError ? error.messageKey : null;
      if (key === 'err_promotion_join_first') setNeedsJoin(true);
      setFailure(key === 'err_offline' ? OFFLINE : describeError(error));
      setBusy(false);
    }
  }

  return (
    <>
      <h1 className={styles.title} data-testid="reward-promotion-title">
        {promotion.title}
      </h1>
      {needsJoin && (
        <div className={styles.notice} role="alert" data-testid="reward-join-first">
          <p>{t(SERVER_MESSAGES.err_promotion_join_first)}</p>
          <Link to={pathTo('activityDetail', { id: promotion.id })} className={styles.noticeLink}>
            <Trans id="reward_open_promotion">Open the promotion</Trans>
          </Link>
        </div>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
        <div className={styles.field}>
          <div className={styles.labelRow}>
            <label htmlFor={remarkId} className={styles.label}>
              <Trans id="reward_remark">Remark</Trans> {remarkRequired && requiredMark}
            </label>
            <span id={counterId} className={styles.counter} data-testid="reward-remark-count">
              {remark.length}/{REWARD_LIMITS.remarkMaxLength}
            </span>
          </div>
          <textarea
            id={remarkId}
            className={styles.textarea}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
            maxLength={REWARD_LIMITS.remarkMaxLength}
            rows={4}
            required={remarkRequired}
            aria-describedby={counterId}
            placeholder={t({ id: 'reward_remark_placeholder', message: 'What should the operator know about your request?' })}
            data-testid="reward-remark"
          />
        </div>
        <ImagePicker
          pictures={pictures}
          onPick={onPick}
          onRemove={onRemove}
          required={imageRequired}
          refusals={refusals}
          disabled={busy}
          requiredMark={requiredMark}
        />
        {failure && (
          <p className={styles.failure} role="alert" data-testid="reward-error">
            {t(failure)}
          </p>
        )}
        <Button type="submit" block disabled={!ready || busy} aria-describedby={offlineNote ? offlineId : undefined} data-testid="reward-submit">
          {busy ? <Trans id="reward_sending">Sending…</Trans> : <Trans id="reward_submit">Submit</Trans>}
        </Button>
        {slow && (
          <p className={styles.offline} role="status" data-testid="reward-sending-slow">
            <Trans id="reward_sending_slow">Still sending: pictures take longer on a slow connection. Keep this screen open.</Trans>
          </p>
        )}
        {offlineNote && (
          <p id={offlineId} className={styles.offline} data-testid="reward-offline">
            {t(OFFLINE)}
          </p>
        )}
      </form>
      {busy && !slow && <LoadingOverlay />}
    </>
  );
}
