import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import * as z from 'zod/mini';
import { type NoticeItem, noticeItemSchema } from '#src/shared/contract/messages';
import { describeError } from '#src/shared/i18n/server-messages';
import { useLoad } from '#src/shared/lib/use-load';
import { useOnline } from '#src/shared/lib/use-online';
import { sessionStore } from '#src/shared/session/session-store';
import { useFormats } from '#src/shared/site/use-formats';
import { STORAGE_KEYS } from '#src/shared/storage/keys';
import { EmptyState } from '#src/shared/ui/EmptyState';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { LoadedFromCopyMark } from '#src/shared/ui/OfflineMark';
import { getNotices, markNoticeRead } from '../api/notices';
import { useReadMarks } from '../lib/use-read-marks';
import { markOneRead, refreshUnreadCounts } from '../unread-store';
import styles from './NoticeList.module.css';
import { ListSkeleton, MessageRow, OfflineNote, ReadDialog } from './NoticeListParts';

/** The list as read (each announcement's text with it), kept for reading offline. */
const NOTICES_COPY = { key: 'notices', schema: z.array(noticeItemSchema) };

const TYPE_LABELS: Record<NoticeItem['type'], MessageDescriptor> = {
  PL: msg({ id: 'notice_type_pl', message: 'Notice' }),
  PU: msg({ id: 'notice_type_pu', message: 'Highlight' }),
  PR: msg({ id: 'notice_type_pr', message: 'Promotion' }),
  A: msg({ id: 'notice_type_a', message: 'For agents' }),
};

/** /m/notice: the announcements the caller may read, newest first; opening one marks it read. */
export default function NoticeScreen({ testId }: { testId: string }) {
  const { t } = useLingui();
  const token = useSnapshot(sessionStore).info?.token ?? null;
  const online = useOnline();
  const formats = useFormats();
  const { loaded, retry, set } = useLoad(getNotices, NOTICES_COPY);
  const [openId, setOpenId] = useState<number | null>(null);

  // After the server has a read: the list again (so it is the server's word), and the counts.
  const reload = useCallback(() => {
    getNotices().then(
      (notices) => set(() => notices),
      () => {},
    );
    refreshUnreadCounts();
  }, [set]);
  const marks = useReadMarks({ token, storageKey: STORAGE_KEYS.noticeReads, send: markNoticeRead, onAcknowledged: reload });
  const { listed } = marks;
  useEffect(() => {
    if (loaded.state === 'ready') listed(loaded.value);
  }, [loaded, listed]);

  const notices = loaded.state === 'ready' ? marks.apply(loaded.value) : [];
  const opened = notices.find((n) => n.id === openId);
  const close = useCallback(() => setOpenId(null), []);

  function open(notice: NoticeItem) {
    setOpenId(notice.id);
    if (marks.open(notice) && token) markOneRead('announcement');
  }

  return (
    <main className={styles.screen} data-testid={testId}>
      <h1 className={styles.heading}>
        <Trans id="route_notice">Announcements</Trans>
      </h1>
      <LoadedFromCopyMark loaded={loaded} />
      {!online && loaded.state === 'ready' && (
        <OfflineNote>
          <Trans id="notice_offline">You are offline. Announcements you open are marked read here and sent when you are back online.</Trans>
        </OfflineNote>
      )}
      {loaded.state === 'loading' && <ListSkeleton />}
      {loaded.state === 'failed' && <LoadFailure message={describeError(loaded.error)} onRetry={retry} testId="notice-retry" />}
      {loaded.state === 'ready' &&
        (notices.length === 0 ? (
          <EmptyState>
            <Trans id="no_announcement">No announcements</Trans>
          </EmptyState>
        ) : (
          <ul className={styles.list}>
            {notices.map((notice) => (
              <MessageRow
                key={notice.id}
                testId="notice-item"
                id={notice.id}
                title={notice.title}
                date={formats.instant(notice.createdAt)}
                read={notice.read}
                kicker={t(TYPE_LABELS[notice.type])}
                onOpen={() => open(notice)}
              />
            ))}
          </ul>
        ))}
      {opened && <ReadDialog testId="notice-detail" title={opened.title} date={formats.instant(opened.createdAt)} html={opened.content} onClose={close} />}
    </main>
  );
}
