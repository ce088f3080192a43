import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isAppPath, ROUTES, routeNameOf } from '#src/shared/contract/app-routes';
import { isAgent } from '#src/shared/contract/roles';
import type { NewsItem } from '#src/shared/contract/vip';
import { useSettledLocale } from '#src/shared/i18n/use-settled-locale';
import { sessionStore } from '#src/shared/session/session-store';
import { getHomeNews, type HomeNews as News } from '../api/home-news';
import styles from './HomeNews.module.css';
import { WinnerBoard } from './WinnerBoard';

/** The strip is read again this often while the page is visible. */
export const HOME_NEWS_REFRESH_MS = 60_000;

type State = { news: News | null; failed: boolean };

/** Reads the news now, then every minute while the page is visible; a failed refresh keeps what is shown. */
function useHomeNews() {
  const [state, setState] = useState<State>({ news: null, failed: false });
  const latest = useRef<News | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The news is the server's words in the language asked: read again on a change.
  const locale = useSettledLocale();
  useEffect(() => {
    let live = true;
    const load = () => {
      getHomeNews(latest.current).then(
        (news) => {
          if (!live) return;
          latest.current = news;
          setState({ news, failed: false });
        },
        () => live && setState((s) => ({ news: s.news, failed: s.news === null })),
      );
    };
    load();
    const timer = window.setInterval(() => document.visibilityState === 'visible' && load(), HOME_NEWS_REFRESH_MS);
    const onVisible = () => document.visibilityState === 'visible' && load();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [attempt, locale]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

/**
 * Whether a card leads to a screen the member's role does not show at all: agents see no invite
 * friends (product rule 6.6), not even an operator's news about it.
 */
function hiddenFor(item: NewsItem, memberType: number | undefined): boolean {
  const name = item.link ? routeNameOf(item.link.split(/[?#]/)[0] ?? '') : null;
  return name !== null && ROUTES[name].rejectAgent === true && isAgent(memberType);
}

/** Home's popular announcements, lobby news and winner board, side by side in one scrolling row. */
export default function HomeNews() {
  const { t } = useLingui();
  const { news: read, failed, retry } = useHomeNews();
  const { info } = useSnapshot(sessionStore);
  const news = read && {
    ...read,
    popular: read.popular.filter((item) => !hiddenFor(item, info?.type)),
    lobby: read.lobby.filter((item) => !hiddenFor(item, info?.type)),
  };
  if (failed) {
    return (
      <p className={styles.quiet} data-testid="home-news-failed">
        <Trans id="home_news_failed">News could not be loaded.</Trans>{' '}
        <button type="button" className={styles.retry} onClick={retry}>
          <Trans id="retry">Retry</Trans>
        </button>
      </p>
    );
  }
  if (!news) {
    return (
      <div className={styles.row} role="status" aria-label={t({ id: 'loading', message: 'Loading…' })}>
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    );
  }
  if (news.popular.length === 0 && news.lobby.length === 0 && news.winners.length === 0) {
    return (
      <p className={styles.quiet} data-testid="home-news-empty">
        <Trans id="home_news_empty">No news right now.</Trans>
      </p>
    );
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so a keyboard can scroll it (WCAG 2.1.1)
    <section className={styles.row} aria-label={t({ id: 'home_news', message: 'News and big wins' })} tabIndex={0} data-testid="home-news">
      {news.winners.length > 0 && <WinnerBoard winners={news.winners} />}
      {news.popular.map((item) => (
        <NewsCard key={item.id} item={item} tag={<Trans id="home_news_popular">Popular</Trans>} kind="popular" />
      ))}
      {news.lobby.map((item) => (
        <NewsCard key={item.id} item={item} tag={<Trans id="home_news_lobby">News</Trans>} kind="lobby" />
      ))}
    </section>
  );
}

function NewsCard({ item, tag, kind }: { item: NewsItem; tag: React.ReactNode; kind: 'popular' | 'lobby' }) {
  const body = (
    <>
      <span className={`${styles.tag} ${styles[kind]}`}>{tag}</span>
      <span className={styles.cardTitle}>{item.title}</span>
      <span className={styles.summary}>{item.summary}</span>
    </>
  );
  // Only in-app links: a news item never sends the player off the site.
  return item.link && isAppPath(item.link) ? (
    <Link to={item.link} className={`${styles.card} ${styles.linked}`} data-testid="home-news-item" data-kind={kind}>
      {body}
    </Link>
  ) : (
    <article className={styles.card} data-testid="home-news-item" data-kind={kind}>
      {body}
    </article>
  );
}
