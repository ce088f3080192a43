import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type MouseEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isAppPath, pathTo } from '#src/shared/contract/app-routes';
import { promotionDetailSchema } from '#src/shared/contract/promotions';
import { isTrial } from '#src/shared/contract/roles';
import { describeError } from '#src/shared/i18n/server-messages';
import { imageUrl } from '#src/shared/lib/image-cdn';
import { sanitizeHtml } from '#src/shared/lib/sanitize-html';
import { useLoad } from '#src/shared/lib/use-load';
import { sessionStore } from '#src/shared/session/session-store';
import { siteStore } from '#src/shared/site/site-store';
import { Button, buttonClassName } from '#src/shared/ui/Button';
import { EmptyState } from '#src/shared/ui/EmptyState';
import { ImageLoader } from '#src/shared/ui/ImageLoader';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { LoadedFromCopyMark } from '#src/shared/ui/OfflineMark';
import { showToast } from '#src/shared/ui/toast-store';
import { getPromotionDetail } from '../api/get-promotion-detail';
import { joinPromotion } from '../api/join-promotion';
import { BANNER_IMAGE, PROMO_IMAGE_RATIO, promoImagePath } from '../lib/promo-image';
import { isUnknownPromotion, readPromotion } from '../lib/unknown-promotion';
import { PromoDates } from './PromoDates';
import styles from './PromotionDetail.module.css';

const FREE_REJECT = msg({ id: 'free_reject', message: 'Trial accounts cannot use this feature. Please register a member account.' });
const JOINED = msg({ id: 'promo_joined_toast', message: 'You have joined this promotion' });

/**
 * /m/activityDetail?id= (product rule 2.20): banner, title, dates and the operator's content
 * (sanitized before it renders), with join and apply where the promotion offers them.
 */
export default function PromotionDetailScreen({ testId }: { testId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const { info } = useSnapshot(sessionStore);
  const token = info?.token ?? null;
  const { config } = useSnapshot(siteStore);
  const cdns = config?.info.imageCDNs ?? [];
  // Read again when the session changes (the token): whether the caller has joined is theirs alone.
  const read = useCallback(() => readPromotion(id, getPromotionDetail), [id, token]);
  // The member's own copy (it carries whether they joined), for reading offline.
  const { loaded, retry, set } = useLoad(read, { key: `promotion:${id}`, schema: promotionDetailSchema });
  const [joining, setJoining] = useState(false);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [id]);

  const missing = loaded.state === 'failed' && isUnknownPromotion(loaded.error);
  const detail = !missing && loaded.state === 'ready' ? loaded.value : null;
  const content = useMemo(() => (detail ? sanitizeHtml(detail.content) : ''), [detail]);
  const here = location.pathname + location.search;

  async function join() {
    if (!detail) return;
    if (!info) {
      // Login takes this entry's place and gives it back: one back step still reaches the list.
      navigate(pathTo('login'), { replace: true, state: { from: here } });
      return;
    }
    if (isTrial(info.type)) {
      showToast(FREE_REJECT, { tone: 'error' });
      return;
    }
    setJoining(true);
    try {
      await joinPromotion(detail.id);
      set((d) => ({ ...d, joined: true }));
      showToast(JOINED, { tone: 'success' });
    } catch (error) {
      showToast(describeError(error), { tone: 'error' });
    } finally {
      setJoining(false);
    }
  }

  function apply(event: MouseEvent<HTMLAnchorElement>) {
    if (!detail) return;
    if (!info) {
      event.preventDefault();
      navigate(pathTo('login'), { replace: true, state: { from: applyPath(detail.id) } });
    } else if (isTrial(info.type)) {
      event.preventDefault();
      showToast(FREE_REJECT, { tone: 'error' });
    }
  }

  // Links of the content to pages of the app stay in the app instead of reloading it.
  function followContentLink(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest('a');
    if (!link?.href || link.target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || !isAppPath(url.pathname)) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  }

  return (
    <main className={styles.screen} data-testid={testId}>
      {!detail && (
        <h1 className="visually-hidden">
          <Trans id="route_activityDetail">Promotion details</Trans>
        </h1>
      )}
      <LoadedFromCopyMark loaded={loaded} />
      {!missing && loaded.state === 'loading' && (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            <Trans id="loading">Loading…</Trans>
          </p>
          <div className={styles.skeletonBanner} style={{ aspectRatio: String(PROMO_IMAGE_RATIO) }} />
          <div className={styles.body}>
            <div className={styles.skeletonLine} />
            <div className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
            <div className={styles.skeletonBlock} />
          </div>
        </div>
      )}
      {missing && (
        <EmptyState
          action={
            <Link to={pathTo('activity')} className={buttonClassName({ variant: 'secondary' })} data-testid="promo-back-to-list">
              <Trans id="promo_back_to_list">See all promotions</Trans>
            </Link>
          }
        >
          <span data-testid="promo-not-found">
            <Trans id="err_promotion_not_found">This promotion does not exist or has ended</Trans>
          </span>
        </EmptyState>
      )}
      {!missing && loaded.state === 'failed' && <LoadFailure message={describeError(loaded.error)} onRetry={retry} testId="promo-retry" />}
      {detail && (
        <article>
          <ImageLoader src={imageUrl(promoImagePath(detail, BANNER_IMAGE), cdns)} alt="" ratio={PROMO_IMAGE_RATIO} eager className={styles.banner} />
          <div className={styles.body}>
            <h1 className={styles.title}>{detail.title}</h1>
            <PromoDates promotion={detail} className={styles.dates} />
            {(detail.requiresJoin || detail.takesApplications) && (
              <div className={styles.actions}>
                {detail.requiresJoin &&
                  (detail.joined ? (
                    <p className={styles.joined} data-testid="promo-joined">
                      <svg
                        width="18"
                        height="18"
                        viewBox="0 0 24 24"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth={2.5}
                        strokeLinecap="round"
                        strokeLinejoin="round"
                        aria-hidden="true"
                      >
                        <path d="M5 12.5 10 17l9-10" />
                      </svg>
                      <Trans id="promo_joined">Joined</Trans>
                    </p>
                  ) : (
                    <Button onClick={() => void join()} disabled={joining} aria-busy={joining} data-testid="promo-join">
                      <Trans id="promo_join">Join now</Trans>
                    </Button>
                  ))}
                {/* A promotion to join first takes applications only from members who joined (the server refuses the rest). */}
                {detail.takesApplications && (!detail.requiresJoin || detail.joined) && (
                  <Link to={applyPath(detail.id)} onClick={apply} className={buttonClassName()} data-testid="promo-apply">
                    <Trans id="promo_apply">Apply for reward</Trans>
                  </Link>
                )}
              </div>
            )}
            {detail.requiresJoin && !detail.joined && detail.takesApplications && (
              <p className={styles.hint}>
                <Trans id="promo_join_first_hint">Join first, then you can apply for the reward.</Trans>
              </p>
            )}
            {/* Only sanitized HTML is ever injected (product rule 10.11). */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized first (product rule 10.11) */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: catches clicks on the links inside, which a keyboard activates as links */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: catches clicks on the links inside, which a keyboard activates as links */}
            <div className={styles.content} onClick={followContentLink} dangerouslySetInnerHTML={{ __html: content }} data-testid="promo-content" />
          </div>
        </article>
      )}
    </main>
  );
}

function applyPath(id: number): string {
  return pathTo('applyReward', { id });
}
