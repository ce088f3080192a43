import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { ApiError } from '#src/shared/api/api-error';
import { type ClaimableReward, claimableRewardSchema, type RewardApplication, rewardApplicationSchema } from '#src/shared/contract/promotions';
import { describeError } from '#src/shared/i18n/server-messages';
import { newIdempotencyKey } from '#src/shared/lib/idempotency-key';
import { type Loaded, useLoad } from '#src/shared/lib/use-load';
import { useFormats } from '#src/shared/site/use-formats';
import { Button } from '#src/shared/ui/Button';
import { EmptyState } from '#src/shared/ui/EmptyState';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { LoadedFromCopyMark } from '#src/shared/ui/OfflineMark';
import { Skeleton } from '#src/shared/ui/Skeleton';
import { showToast } from '#src/shared/ui/toast-store';
import { claimReward } from '../api/claim-reward';
import { getClaimableRewards, getRewardApplications } from '../api/get-reward-centre';
import styles from './RewardCentre.module.css';

const KIND_LABELS: Record<ClaimableReward['kind'], MessageDescriptor> = {
  MANUAL: msg({ id: 'reward_kind_manual', message: 'Bonus' }),
  MISSION_MANUAL: msg({ id: 'reward_kind_mission', message: 'Mission' }),
  UPGRADE_BONUS: msg({ id: 'reward_kind_upgrade', message: 'Upgrade bonus' }),
  TICKET: msg({ id: 'reward_kind_ticket', message: 'Raffle tickets' }),
};

const STATUS_LABELS: Record<RewardApplication['status'], MessageDescriptor> = {
  pending: msg({ id: 'reward_status_pending', message: 'Pending review' }),
  approved: msg({ id: 'reward_status_approved', message: 'Approved' }),
  rejected: msg({ id: 'reward_status_rejected', message: 'Rejected' }),
};

const CLAIMED = msg({ id: 'reward_claimed_toast', message: 'Reward claimed' });

/** Both lists as read, kept for reading offline (claiming still needs the network). */
const CLAIMABLE_COPY = { key: 'rewards:claimable', schema: z.array(claimableRewardSchema) };
const APPLICATIONS_COPY = { key: 'rewards:applications', schema: z.array(rewardApplicationSchema) };

type Load<T> = ReturnType<typeof useLoad<T[]>>;

/** /m/rewardCenter: rewards to claim, and the member's reward applications with their review. */
export default function RewardCentreScreen({ testId }: { testId: string }) {
  const claimable = useLoad(getClaimableRewards, CLAIMABLE_COPY);
  const applications = useLoad(getRewardApplications, APPLICATIONS_COPY);
  // One mark for the screen: the lists are read together, so either copy's time says when.
  const copy = claimable.loaded.state === 'ready' && claimable.loaded.savedAt !== undefined ? claimable.loaded : applications.loaded;
  return (
    <main className={styles.screen} data-testid={testId}>
      <h1 className={styles.title}>
        <Trans id="route_rewardCenter">Reward center</Trans>
      </h1>
      <LoadedFromCopyMark loaded={copy} />
      <ClaimableSection load={claimable} />
      <ApplicationsSection load={applications} />
    </main>
  );
}

function Section({ id, title, testId, children }: { id: string; title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Room for four rewards while they load: an item is 101 px with a one-line title and 124 with two
 * (beside the Claim button most titles wrap), so each row takes the middle; the applications below
 * then stay about where they are when the rewards come.
 */
const CLAIMABLE_ROWS = [112, 112, 112, 112];
const APPLICATION_ROWS = [72, 72, 72];

function ListState({ list, rows, retry }: { list: Loaded<unknown>; rows: readonly number[]; retry: () => void }) {
  if (list.state === 'loading') {
    return <Skeleton rows={rows} />;
  }
  if (list.state === 'failed') {
    return <LoadFailure message={describeError(list.error)} onRetry={retry} testId="reward-retry" />;
  }
  return null;
}

function ClaimableSection({ load }: { load: Load<ClaimableReward> }) {
  const { loaded: list, set, retry } = load;
  const [sending, setSending] = useState<ReadonlySet<number>>(new Set());
  // Read synchronously, so a double tap sends one claim even before the button is disabled.
  const inFlight = useRef(new Set<number>());
  // One key per reward while this screen shows it: a claim tapped again after a lost answer is the same claim.
  const claimKeys = useRef(new Map<number, string>());
  const markClaimed = (id: number) => set((items) => items.map((r) => (r.id === id ? { ...r, claimed: true } : r)));

  async function claim(id: number) {
    if (inFlight.current.has(id)) return;
    inFlight.current.add(id);
    setSending((s) => new Set(s).add(id));
    try {
      const key = claimKeys.current.get(id) ?? newIdempotencyKey();
      claimKeys.current.set(id, key);
      await claimReward(id, key);
      markClaimed(id);
      showToast(CLAIMED, { tone: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.messageKey === 'err_reward_claimed') markClaimed(id);
      showToast(describeError(error), { tone: 'error', ms: 3000 });
    } finally {
      inFlight.current.delete(id);
      setSending((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  }

  return (
    <Section id="rewards-claimable" title={<Trans id="reward_claimable_title">Rewards to claim</Trans>} testId="reward-list">
      <ListState list={list} rows={CLAIMABLE_ROWS} retry={retry} />
      {list.state === 'ready' &&
        (list.value.length === 0 ? (
          <EmptyState>
            <Trans id="reward_claimable_empty">No rewards to claim right now.</Trans>
          </EmptyState>
        ) : (
          <ul className={styles.list}>
            {list.value.map((reward) => (
              <RewardItem key={reward.id} reward={reward} sending={sending.has(reward.id)} onClaim={() => void claim(reward.id)} />
            ))}
          </ul>
        ))}
    </Section>
  );
}

function RewardItem({ reward, sending, onClaim }: { reward: ClaimableReward; sending: boolean; onClaim: () => void }) {
  const { t } = useLingui();
  const { money } = useFormats();
  const count = reward.tickets;
  const title = reward.title;
  const value = reward.kind === 'TICKET' ? t({ id: 'reward_tickets', message: plural(count, { one: '# ticket', other: '# tickets' }) }) : money(reward.amount);
  return (
    <li className={styles.item} data-testid="reward-item" data-reward-id={reward.id} data-claimed={reward.claimed}>
      <div className={styles.itemMain}>
        <span className={styles.kind}>{t(KIND_LABELS[reward.kind])}</span>
        <p className={styles.itemTitle}>{reward.title}</p>
        <p className={styles.amount} data-testid="reward-amount">
          {value}
        </p>
      </div>
      <Button
        size="small"
        variant={reward.claimed ? 'secondary' : 'primary'}
        className={styles.claim}
        disabled={reward.claimed || sending}
        onClick={onClaim}
        aria-label={reward.claimed ? undefined : t({ id: 'reward_claim_label', message: `Claim ${title}` })}
        data-testid="reward-claim"
      >
        {reward.claimed ? (
          <Trans id="reward_claimed">Claimed</Trans>
        ) : sending ? (
          <Trans id="reward_claiming">Claiming…</Trans>
        ) : (
          <Trans id="reward_claim">Claim</Trans>
        )}
      </Button>
    </li>
  );
}

function ApplicationsSection({ load }: { load: Load<RewardApplication> }) {
  const { loaded: list, retry } = load;
  return (
    <Section id="rewards-applications" title={<Trans id="reward_applications_title">My reward applications</Trans>} testId="reward-applications">
      <ListState list={list} rows={APPLICATION_ROWS} retry={retry} />
      {list.state === 'ready' &&
        (list.value.length === 0 ? (
          <EmptyState>
            <Trans id="reward_applications_empty">You have not applied for a reward yet.</Trans>
          </EmptyState>
        ) : (
          <ul className={styles.list}>
            {list.value.map((application) => (
              <ApplicationItem key={application.id} application={application} />
            ))}
          </ul>
        ))}
    </Section>
  );
}

function StatusIcon({ status }: { status: RewardApplication['status'] }) {
  const path = status === 'approved' ? 'M5 12.5l4.5 4.5L19 7.5' : status === 'rejected' ? 'M6 6l12 12M18 6 6 18' : 'M12 7v5l3 2';
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {status === 'pending' && <circle cx="12" cy="12" r="9" />}
      <path d={path} />
    </svg>
  );
}

function ApplicationItem({ application }: { application: RewardApplication }) {
  const { t } = useLingui();
  const { instant } = useFormats();
  const count = application.imageCount;
  return (
    <li className={styles.item} data-testid="reward-application" data-application-id={application.id} data-status={application.status}>
      <div className={styles.itemMain}>
        <div className={styles.applicationHead}>
          <p className={styles.itemTitle}>{application.promotionTitle}</p>
          <span className={`${styles.status} ${styles[application.status]}`} data-testid="reward-application-status">
            <StatusIcon status={application.status} />
            {t(STATUS_LABELS[application.status])}
          </span>
        </div>
        <p className={styles.meta}>
          <span>{instant(application.createdAt)}</span>
          <span aria-hidden="true"> · </span>
          <span>{t({ id: 'reward_picture_count', message: plural(count, { one: '# picture', other: '# pictures' }) })}</span>
        </p>
        {application.remarks && (
          <p className={styles.remark}>
            <span className="visually-hidden">
              <Trans id="reward_remark">Remark</Trans>:{' '}
            </span>
            {application.remarks}
          </p>
        )}
        {application.status === 'rejected' && application.reason && (
          <p className={styles.reason} data-testid="reward-application-reason">
            <Trans id="reward_rejection_reason">Reason:</Trans> {application.reason}
          </p>
        )}
      </div>
    </li>
  );
}
