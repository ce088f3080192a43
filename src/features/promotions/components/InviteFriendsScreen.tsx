import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { pageOrigin } from '#src/shared/api/api';
import { type InvitedFriend, type ReferralSummary, referralSummarySchema } from '#src/shared/contract/referrals';
import { describeError } from '#src/shared/i18n/server-messages';
import { referralLink } from '#src/shared/lib/referral-link';
import { useLoad } from '#src/shared/lib/use-load';
import { useFormats } from '#src/shared/site/use-formats';
import { Button } from '#src/shared/ui/Button';
import { copyText } from '#src/shared/ui/copy-text';
import { EmptyState } from '#src/shared/ui/EmptyState';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { LoadedFromCopyMark } from '#src/shared/ui/OfflineMark';
import page from '#src/shared/ui/Page.module.css';
import { QrCode } from '#src/shared/ui/QrCode';
import { getReferralSummary } from '../api/get-referral-summary';
import { useInviteAccess } from '../use-promo-counters';
import styles from './InviteFriendsScreen.module.css';

const LINK_COPIED = msg({ id: 'link_copied', message: 'Link copied' });
const CODE_COPIED = msg({ id: 'invite_code_copied', message: 'Code copied' });

/** The code, friends and bonuses as read, kept for reading offline. */
const INVITE_COPY = { key: 'invite-friends', schema: referralSummarySchema };

/**
 * /m/inviteFriends (product rule 6.6: REFERRAL on, no agents, trial accounts refused by the route):
 * the member's code and link to copy, scan or share, the friends who joined with it, and the
 * bonuses their first deposits earned.
 */
export default function InviteFriendsScreen({ testId }: { testId: string }) {
  const access = useInviteAccess();
  return (
    <main className={page.screen} data-testid={testId}>
      <h1 className={page.title}>
        <Trans id="route_inviteFriends">Invite friends</Trans>
      </h1>
      {access === 'hidden' ? (
        <EmptyState>
          <Trans id="invite_unavailable">Inviting friends is not available at the moment.</Trans>
        </EmptyState>
      ) : (
        <Invitations />
      )}
    </main>
  );
}

function Invitations() {
  const { _ } = useLingui();
  const { loaded, retry } = useLoad(getReferralSummary, INVITE_COPY);
  if (loaded.state === 'loading') {
    return (
      <p className={page.muted} role="status">
        <Trans id="loading">Loading…</Trans>
      </p>
    );
  }
  if (loaded.state === 'failed') return <LoadFailure message={describeError(loaded.error)} onRetry={retry} />;
  const summary = loaded.value;
  const link = referralLink(pageOrigin(), summary.code);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = () => {
    if (!canShare) return void copyText(link, LINK_COPIED);
    navigator.share({ title: _(msg({ id: 'route_inviteFriends', message: 'Invite friends' })), url: link }).catch((error: unknown) => {
      // A closed share sheet is the player's choice; any other failure falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) void copyText(link, LINK_COPIED);
    });
  };

  return (
    <>
      <LoadedFromCopyMark loaded={loaded} />
      <section className={`${page.card} ${styles.card}`} aria-labelledby="invite-code-title">
        <h2 id="invite-code-title" className={styles.label}>
          <Trans id="invite_your_code">Your invitation code</Trans>
        </h2>
        <p className={styles.code} data-testid="invite-code">
          {summary.code}
        </p>
        <p className={styles.link} data-testid="invite-link">
          {link}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void copyText(summary.code, CODE_COPIED)} data-testid="invite-copy-code">
            <Trans id="invite_copy_code">Copy code</Trans>
          </Button>
          <Button variant="secondary" onClick={() => void copyText(link, LINK_COPIED)} data-testid="invite-copy">
            <Trans id="copy_link">Copy link</Trans>
          </Button>
        </div>
        <Button block onClick={share} data-testid="invite-share">
          <Trans id="share_button">Share</Trans>
        </Button>
        <QrCode value={link} label={_(msg({ id: 'invite_qr', message: 'QR code of your invitation link' }))} testId="invite-qr" />
        <p className={page.muted}>
          <BonusRule summary={summary} />
        </p>
      </section>
      <Friends summary={summary} />
    </>
  );
}

function BonusRule({ summary }: { summary: ReferralSummary }) {
  const percent = Math.round(summary.bonusRate * 100);
  const max = useFormats().money(summary.bonusMax);
  return (
    <Trans id="invite_bonus_rule">
      When a friend you invited makes their first deposit, you get {percent}% of it as a bonus, up to {max}.
    </Trans>
  );
}

function Friends({ summary }: { summary: ReferralSummary }) {
  const total = useFormats().money(summary.bonusTotal);
  const count = summary.friends.length;
  return (
    <section className={styles.friends} aria-labelledby="invite-friends-title">
      <h2 id="invite-friends-title" className={page.sectionTitle}>
        <Trans id="invite_friends_title">Friends who joined</Trans>
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>
            <Trans id="invite_friend_count">Friends</Trans>
          </dt>
          <dd data-testid="invite-friend-count">{count}</dd>
        </div>
        <div>
          <dt>
            <Trans id="invite_bonus_total">Bonuses earned</Trans>
          </dt>
          <dd data-testid="invite-bonus-total">{total}</dd>
        </div>
      </dl>
      {count === 0 ? (
        <EmptyState>
          <Trans id="invite_no_friends">No friends have joined with your code yet.</Trans>
        </EmptyState>
      ) : (
        <ul className={page.list}>
          {summary.friends.map((friend, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: masked names can repeat; the list is replaced whole, never reordered
            <FriendRow key={`${friend.name}-${i}`} friend={friend} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FriendRow({ friend }: { friend: InvitedFriend }) {
  const formats = useFormats();
  const joined = formats.instant(friend.joinedAt);
  const money = useFormats().money;
  const bonus = friend.bonus === null ? null : money(friend.bonus);
  return (
    <li className={page.row} data-testid="invite-friend">
      <span className={page.rowMain}>
        <span className={styles.name}>{friend.name}</span>
        <span className={page.muted}>
          <Trans id="invite_joined">Joined {joined}</Trans>
        </span>
      </span>
      <span className={bonus ? styles.bonus : page.muted}>
        {bonus ? <Trans id="invite_friend_bonus">+{bonus}</Trans> : <Trans id="invite_waiting_deposit">No deposit yet</Trans>}
      </span>
    </li>
  );
}
