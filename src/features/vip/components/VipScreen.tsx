import { pathTo } from '#src/shared/contract/app-routes';
import 'keen-slider/keen-slider.min.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useKeenSlider } from 'keen-slider/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { VIP_LEVEL_COUNT, type VipClub, type VipLevel } from '#src/shared/contract/vip';
import { describeError } from '#src/shared/i18n/server-messages';
import { imageUrl } from '#src/shared/lib/image-cdn';
import { sessionStore } from '#src/shared/session/session-store';
import { siteStore } from '#src/shared/site/site-store';
import { useFormats } from '#src/shared/site/use-formats';
import { Button } from '#src/shared/ui/Button';
import { BackIcon, ChevronRightIcon, HomeIcon } from '#src/shared/ui/icons';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { LoadedFromCopyMark } from '#src/shared/ui/OfflineMark';
import { startSlide } from '../lib/progress';
import { LevelDetailsModal } from './LevelDetailsModal';
import { isUnavailable, useVipClub } from './use-vip-club';
import { VipNotes } from './VipNotes';
import { VipProgressPanel } from './VipProgressPanel';
import styles from './VipScreen.module.css';
import { VipUnavailable } from './VipUnavailable';
import { GiftIcon, StarIcon } from './vip-icons';

/**
 * /m/vip (no header, no bottom nav): the 15 level cards with the member's own highlighted, the
 * progress to the next level, the level bonuses one at a time with numbered pages, READ ALL
 * for every level's details, and the club's notes.
 */
export default function VipScreen({ testId }: { testId: string }) {
  const { loaded, retry } = useVipClub();
  return (
    <main className={styles.screen} data-testid={testId}>
      <TopBar />
      {isUnavailable(loaded) ? (
        <VipUnavailable />
      ) : (
        <>
          <LoadedFromCopyMark loaded={loaded} />
          {loaded.state === 'loading' && <VipSkeleton />}
          {loaded.state === 'failed' && <LoadFailure message={describeError(loaded.error)} onRetry={retry} testId="vip-retry" />}
          {loaded.state === 'ready' && loaded.value && <VipClubView club={loaded.value} />}
          <VipNotes />
        </>
      )}
    </main>
  );
}

/** The title and nav icons, in the row of the layout's floating back button (back, or home on a deep link). */
function TopBar() {
  const { t } = useLingui();
  return (
    <nav className={styles.topBar} aria-label={t({ id: 'vip_nav', message: 'VIP club navigation' })}>
      <h1 className={styles.title}>
        <Trans id="route_vip">VIP Club</Trans>
      </h1>
      <Link
        to={pathTo('member/benefits')}
        className={styles.iconButton}
        aria-label={t({ id: 'route_member_benefits', message: 'Member benefits' })}
        data-testid="vip-nav-benefits"
      >
        <StarIcon />
      </Link>
      <Link
        to={pathTo('activity')}
        className={styles.iconButton}
        aria-label={t({ id: 'route_activity', message: 'Promotions' })}
        data-testid="vip-nav-promotions"
      >
        <GiftIcon />
      </Link>
      <Link to={pathTo('home')} className={styles.iconButton} aria-label={t({ id: 'route_home', message: 'Home' })} data-testid="vip-nav-home">
        <HomeIcon />
      </Link>
    </nav>
  );
}

/**
 * The club's blocks at their loaded sizes (a card and its controls, the member's progress, READ ALL,
 * a bonus and its pages), so the notes below do not jump when the club arrives.
 */
function VipSkeleton() {
  const { t } = useLingui();
  const { info } = useSnapshot(sessionStore);
  return (
    <div role="status" aria-label={t({ id: 'loading', message: 'Loading…' })}>
      <div className={styles.carousel}>
        <div className={`${styles.skeletonShape} ${styles.skeletonCard}`} />
        <div className={styles.carouselControls}>
          <span className={`${styles.skeletonShape} ${styles.skeletonControls}`} />
        </div>
      </div>
      {info && <div className={`${styles.skeletonShape} ${styles.skeletonProgress}`} />}
      <div className={`${styles.skeletonShape} ${styles.skeletonButton}`} />
      <div className={styles.section}>
        <div className={`${styles.skeletonShape} ${styles.skeletonTitle}`} />
        <div className={`${styles.skeletonShape} ${styles.bonusImage}`} />
        <div className={styles.pages}>
          {Array.from({ length: VIP_LEVEL_COUNT }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed shapes that never reorder
            <span key={i} className={`${styles.skeletonShape} ${styles.skeletonPage}`} />
          ))}
        </div>
      </div>
    </div>
  );
}

function VipClubView({ club }: { club: VipClub }) {
  const [details, setDetails] = useState(false);
  const level = club.progress?.level;
  return (
    <>
      <LevelCarousel levels={club.levels} memberLevel={level} />
      {club.progress && <VipProgressPanel levels={club.levels} progress={club.progress} />}
      <Button block onClick={() => setDetails(true)} data-testid="vip-read-all" className={styles.readAll}>
        <Trans id="vip_read_all">READ ALL</Trans>
      </Button>
      <BonusGallery levels={club.levels} memberLevel={level} />
      {details && <LevelDetailsModal levels={club.levels} memberLevel={level} onClose={() => setDetails(false)} />}
    </>
  );
}

function LevelCarousel({ levels, memberLevel }: { levels: VipLevel[]; memberLevel: number | undefined }) {
  const { t } = useLingui();
  const money = useFormats().money;
  const { config } = useSnapshot(siteStore);
  const cdns = config?.info.imageCDNs ?? [];
  const initial = startSlide(levels, memberLevel);
  const [shown, setShown] = useState(initial);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    initial,
    slides: { perView: 1.2, spacing: 12, origin: 'center' },
    slideChanged: (s) => setShown(s.track.details.rel),
  });
  const count = levels.length;
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t({ id: 'vip_carousel', message: 'carousel' })}
      aria-label={t({ id: 'vip_levels', message: 'VIP levels' })}
    >
      <div ref={sliderRef} className="keen-slider">
        {levels.map((l, i) => {
          const mine = l.level === memberLevel;
          const position = i + 1;
          const name = l.name;
          const label = mine
            ? t({ id: 'vip_card_label_mine', message: `${name}, level ${position} of ${count}, your level` })
            : t({ id: 'vip_card_label', message: `${name}, level ${position} of ${count}` });
          return (
            <div
              key={l.level}
              className={`keen-slider__slide ${styles.card} ${mine ? styles.mine : ''}`}
              role="group"
              aria-roledescription={t({ id: 'vip_slide', message: 'slide' })}
              aria-label={label}
              aria-current={mine ? 'true' : undefined}
              data-testid="vip-level-card"
              data-level={l.level}
              data-current={mine}
            >
              <img src={imageUrl(l.cardImage, cdns)} alt="" width={600} height={360} loading={Math.abs(i - initial) <= 1 ? 'eager' : 'lazy'} />
              <div className={styles.cardText}>
                <p className={styles.cardName}>
                  {l.name}
                  {mine && (
                    <span className={styles.mineTag}>
                      <Trans id="vip_your_level">Your level</Trans>
                    </span>
                  )}
                </p>
                <p className={styles.cardLine}>
                  <Trans id="vip_card_deposit">Deposits {money(l.minDeposit)}</Trans>
                </p>
                <p className={styles.cardLine}>
                  <Trans id="vip_card_valid_bet">Valid bets {money(l.minValidBet)}</Trans>
                </p>
              </div>
            </div>
          );
        })}
      </div>
      <div className={styles.carouselControls}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => slider.current?.prev()}
          disabled={shown === 0}
          aria-label={t({ id: 'vip_previous_level', message: 'Previous level' })}
        >
          <BackIcon />
        </button>
        <p className={styles.carouselPosition} aria-live="polite">
          {levels[shown]?.name} · {shown + 1} / {count}
        </p>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => slider.current?.next()}
          disabled={shown === count - 1}
          aria-label={t({ id: 'vip_next_level', message: 'Next level' })}
        >
          <ChevronRightIcon />
        </button>
      </div>
    </section>
  );
}

/** The 15 level bonuses: one image at a time, pages numbered 1 to 15. */
function BonusGallery({ levels, memberLevel }: { levels: VipLevel[]; memberLevel: number | undefined }) {
  const { t } = useLingui();
  const { config } = useSnapshot(siteStore);
  const cdns = config?.info.imageCDNs ?? [];
  const [page, setPage] = useState(() => startSlide(levels, memberLevel));
  const current = levels[page];
  return (
    <section className={styles.section} aria-labelledby="vip-bonus-title">
      <h2 id="vip-bonus-title" className={styles.sectionTitle}>
        <Trans id="vip_bonus_title">Level bonuses</Trans>
      </h2>
      {current && (
        <img
          className={styles.bonusImage}
          src={imageUrl(current.bonusImage, cdns)}
          alt={t({ id: 'vip_bonus_alt', message: `Bonus of ${current.name}` })}
          width={600}
          height={360}
          data-testid="vip-bonus-image"
        />
      )}
      <div className={styles.pages} role="group" aria-label={t({ id: 'vip_bonus_pages', message: 'Bonus pages' })}>
        {levels.map((l, i) => {
          const name = l.name;
          return (
            <button
              key={l.level}
              type="button"
              className={`${styles.page} ${i === page ? styles.pageOn : ''}`}
              aria-pressed={i === page}
              aria-label={t({ id: 'vip_bonus_page', message: `Bonus of ${name}` })}
              onClick={() => setPage(i)}
              data-testid="vip-bonus-page"
            >
              {i + 1}
            </button>
          );
        })}
      </div>
    </section>
  );
}
