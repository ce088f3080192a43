import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { pathTo } from '#src/shared/contract/app-routes';
import { currentLanguage } from '#src/shared/i18n/i18n';
import { describeError, SERVER_MESSAGES } from '#src/shared/i18n/server-messages';
import { useOnline } from '#src/shared/lib/use-online';
import { sessionStore } from '#src/shared/session/session-store';
import { hasFlag, siteStore } from '#src/shared/site/site-store';
import { Badge } from '#src/shared/ui/Badge';
import { ChatIcon, ChevronRightIcon, SpeakerIcon, UserPlusIcon } from '#src/shared/ui/icons';
import { LoadingOverlay } from '#src/shared/ui/LoadingOverlay';
import { showToast } from '#src/shared/ui/toast-store';
import { getChatPermission, launchChat } from '../api/chat';
import { CHAT_REDIRECT_MS, chatEntry, chatLaunchParams } from '../lib/chat-launch';
import { serviceLinks } from '../lib/service-links';
import { refreshUnreadCounts, useUnreadCounts } from '../unread-store';
import { HeadsetIcon, MailIcon, TelegramIcon } from './MessageCentreIcons';
import { MessageCentreLink } from './MessageCentreLink';
import styles from './MessageCentreScreen.module.css';

/**
 * /m/message (product rule 2.23): Telegram, announcements and messages with their unread badges,
 * live chat where the merchant and the account allow it, affiliate and customer service. No
 * header; the layout's back control goes home.
 */
export default function MessageCentreScreen({ testId }: { testId: string }) {
  const { config } = useSnapshot(siteStore);
  const counts = useUnreadCounts();
  const links = serviceLinks(config);
  const chat = useChatEntry();
  // Coming back here (from a notice, the inbox, the chat) shows the counts as they are now.
  useEffect(refreshUnreadCounts, []);

  return (
    <main className={styles.screen} data-testid={testId}>
      <h1 className={styles.title}>
        <Trans id="route_message">Message center</Trans>
      </h1>
      <ul className={styles.list}>
        <li>
          <MessageCentreLink url={links.telegram} className={styles.entry} testId="message-entry-telegram">
            <Entry icon={<TelegramIcon />} label={<Trans id="telegram">Telegram</Trans>} />
          </MessageCentreLink>
        </li>
        <li>
          <Link to={pathTo('notice')} className={styles.entry} data-testid="message-entry-notice">
            <Entry icon={<SpeakerIcon />} label={<Trans id="route_notice">Announcements</Trans>} count={counts?.announcement} />
          </Link>
        </li>
        <li>
          {/* Visitors are sent to log in and trial accounts get free_reject by the route itself. */}
          <Link to={pathTo('webEmail')} className={styles.entry} data-testid="message-entry-inbox">
            <Entry icon={<MailIcon />} label={<Trans id="route_webEmail">Inbox</Trans>} count={counts?.inbox} />
          </Link>
        </li>
        {chat.shown && (
          <li>
            <button type="button" className={styles.entry} onClick={chat.open} disabled={chat.launching} data-testid="message-entry-chat">
              <Entry icon={<ChatIcon />} label={<Trans id="live_chat">Live chat</Trans>} count={counts?.chat} />
            </button>
          </li>
        )}
        <li>
          <MessageCentreLink url={links.affiliate} className={styles.entry} testId="message-entry-affiliate">
            <Entry icon={<UserPlusIcon />} label={<Trans id="message_entry_affiliate">Affiliate</Trans>} />
          </MessageCentreLink>
        </li>
        <li>
          <MessageCentreLink url={links.service} className={styles.entry} testId="message-entry-service">
            <Entry icon={<HeadsetIcon />} label={<Trans id="customer_service">Customer service</Trans>} />
          </MessageCentreLink>
        </li>
      </ul>
      {chat.launching && <LoadingOverlay />}
    </main>
  );
}

function Entry({ icon, label, count = 0 }: { icon: ReactNode; label: ReactNode; count?: number }) {
  return (
    <>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.label}>{label}</span>
      <Badge count={count} />
      <ChevronRightIcon size={16} />
    </>
  );
}

/**
 * The live chat entry: shown once the server confirms the permission (chat flags, CBS3, not a
 * trial); opening it launches a chat and goes there after 500 ms (product rule 9.8), in this tab so
 * the chat's back link returns here.
 */
function useChatEntry(): { shown: boolean; launching: boolean; open: () => void } {
  const { info } = useSnapshot(sessionStore);
  const { config } = useSnapshot(siteStore);
  const { t } = useLingui();
  const entry = chatEntry({ chat: hasFlag(config, 'LIVECHAT3'), cbs3: hasFlag(config, 'CBS3') }, info?.type);
  const allowed = entry === 'allowed';
  const token = info?.token ?? null;
  const online = useOnline();
  const [permitted, setPermitted] = useState<{ token: string; value: boolean } | null>(null);
  const [launching, setLaunching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!allowed || !token || !online) return;
    let live = true;
    // Refused or unreachable: no entry; asked again when the connection comes back.
    getChatPermission().then(
      (value) => live && setPermitted({ token, value }),
      () => live && setPermitted({ token, value: false }),
    );
    return () => {
      live = false;
    };
  }, [allowed, token, online]);

  useEffect(() => {
    // Back from the chat through the browser's cache: the page is live again, not launching.
    const onShow = (event: PageTransitionEvent) => event.persisted && setLaunching(false);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pageshow', onShow);
      clearTimeout(timer.current);
    };
  }, []);

  async function open() {
    if (entry === 'free_reject') {
      showToast(SERVER_MESSAGES.free_reject, { tone: 'error' });
      return;
    }
    if (launching) return;
    setLaunching(true);
    try {
      const accent = getComputedStyle(document.documentElement).getPropertyValue('--color-accent');
      const params = chatLaunchParams({
        locale: currentLanguage(),
        pageUrl: window.location.href,
        accent,
        title: t({ id: 'live_chat', message: 'Live chat' }),
      });
      const chatUrl = new URL(await launchChat(params), window.location.origin).href;
      timer.current = setTimeout(() => window.location.assign(chatUrl), CHAT_REDIRECT_MS);
    } catch (error) {
      setLaunching(false);
      showToast(describeError(error), { tone: 'error', ms: 3000 });
    }
  }

  const shown = entry === 'free_reject' || (allowed && permitted?.token === token && permitted.value);
  return { shown, launching, open: () => void open() };
}
