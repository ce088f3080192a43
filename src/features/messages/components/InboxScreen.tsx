import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import * as z from 'zod/mini';
import { ApiError } from '#src/shared/api/api-error';
import { type InboxMessage, inboxMessageSchema } from '#src/shared/contract/messages';
import { describeError } from '#src/shared/i18n/server-messages';
import { useLoad } from '#src/shared/lib/use-load';
import { useOnline } from '#src/shared/lib/use-online';
import { sessionStore } from '#src/shared/session/session-store';
import { useFormats } from '#src/shared/site/use-formats';
import { Badge } from '#src/shared/ui/Badge';
import { Button } from '#src/shared/ui/Button';
import { EmptyState } from '#src/shared/ui/EmptyState';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { Modal } from '#src/shared/ui/Modal';
import { LoadedFromCopyMark } from '#src/shared/ui/OfflineMark';
import { showToast } from '#src/shared/ui/toast-store';
import { deleteInboxMessage, getInbox, markInboxRead } from '../api/inbox';
import { useReadMarks } from '../lib/use-read-marks';
import { markOneRead, refreshUnreadCounts, useUnreadCounts } from '../unread-store';
import styles from './NoticeList.module.css';
import { ListSkeleton, MessageRow, OfflineNote, ReadDialog } from './NoticeListParts';

/** The member's messages as read (each one's text with it), kept for reading offline. */
const INBOX_COPY = { key: 'inbox', schema: z.array(inboxMessageSchema) };

const DELETED = msg({ id: 'inbox_deleted', message: 'Message deleted' });

function TrashIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}

function DeleteButton({ title, onClick }: { title: string; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={styles.delete}
      onClick={onClick}
      aria-label={t({ id: 'inbox_delete_label', message: `Delete ${title}` })}
      data-testid="inbox-delete"
    >
      <TrashIcon />
    </button>
  );
}

function DeleteText({ title }: { title: string }) {
  return (
    <p>
      <Trans id="inbox_delete_text">“{title}” will be removed from your inbox. This cannot be undone.</Trans>
    </p>
  );
}

/** /m/webEmail: the member's inbox, unread first; open to read, delete after a confirmation. */
export default function InboxScreen({ testId }: { testId: string }) {
  const token = useSnapshot(sessionStore).info?.token ?? null;
  const online = useOnline();
  const formats = useFormats();
  const counts = useUnreadCounts();
  const { loaded, retry, set } = useLoad(getInbox, INBOX_COPY);
  const [openId, setOpenId] = useState<number | null>(null);
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const deletingRef = useRef(false);

  const reload = useCallback(() => {
    getInbox().then(
      (messages) => set(() => messages),
      () => {},
    );
    refreshUnreadCounts();
  }, [set]);
  const marks = useReadMarks({ token, send: markInboxRead, onAcknowledged: reload });
  const { listed } = marks;
  useEffect(() => {
    if (loaded.state === 'ready') listed(loaded.value);
  }, [loaded, listed]);

  const messages = loaded.state === 'ready' ? marks.apply(loaded.value) : [];
  const opened = messages.find((m) => m.id === openId);
  const confirming = messages.find((m) => m.id === confirmId);
  const close = useCallback(() => setOpenId(null), []);
  const cancelDelete = useCallback(() => setConfirmId(null), []);

  function open(message: InboxMessage) {
    setOpenId(message.id);
    if (marks.open(message)) markOneRead('inbox');
  }

  async function remove(id: number) {
    if (deletingRef.current) return;
    deletingRef.current = true;
    setDeleting(true);
    try {
      await deleteInboxMessage(id);
      set((list) => list.filter((m) => m.id !== id));
      setConfirmId(null);
      setOpenId((current) => (current === id ? null : current));
      showToast(DELETED, { tone: 'success' });
    } catch (error) {
      // Already gone (deleted on another device): the list drops it all the same.
      if (error instanceof ApiError && error.messageKey === 'err_not_found') {
        set((list) => list.filter((m) => m.id !== id));
        setConfirmId(null);
      } else {
        showToast(describeError(error), { tone: 'error', ms: 3000 });
      }
    } finally {
      deletingRef.current = false;
      setDeleting(false);
      refreshUnreadCounts();
    }
  }

  return (
    <main className={styles.screen} data-testid={testId}>
      <h1 className={styles.heading}>
        <Trans id="route_webEmail">Inbox</Trans>
        <Badge count={counts?.inbox ?? 0} />
      </h1>
      <LoadedFromCopyMark loaded={loaded} />
      {!online && loaded.state === 'ready' && (
        <OfflineNote>
          <Trans id="inbox_offline">
            You are offline. Messages you open are marked read here and sent when you are back online; deleting needs a connection.
          </Trans>
        </OfflineNote>
      )}
      {loaded.state === 'loading' && <ListSkeleton />}
      {loaded.state === 'failed' && <LoadFailure message={describeError(loaded.error)} onRetry={retry} testId="inbox-retry" />}
      {loaded.state === 'ready' &&
        (messages.length === 0 ? (
          <EmptyState>
            <Trans id="inbox_empty">No messages yet.</Trans>
          </EmptyState>
        ) : (
          <ul className={styles.list}>
            {messages.map((message) => (
              <MessageRow
                key={message.id}
                testId="inbox-item"
                id={message.id}
                title={message.title}
                date={formats.instant(message.createdAt)}
                read={message.read}
                onOpen={() => open(message)}
                aside={<DeleteButton title={message.title} onClick={() => setConfirmId(message.id)} />}
              />
            ))}
          </ul>
        ))}
      {opened && !confirming && (
        <ReadDialog
          testId="inbox-detail"
          title={opened.title}
          date={formats.instant(opened.createdAt)}
          html={opened.content}
          onClose={close}
          extraAction={
            <Button variant="secondary" onClick={() => setConfirmId(opened.id)} data-testid="inbox-detail-delete">
              <Trans id="inbox_delete">Delete</Trans>
            </Button>
          }
        />
      )}
      {confirming && (
        <Modal
          title={<Trans id="inbox_delete_title">Delete this message?</Trans>}
          onClose={cancelDelete}
          testId="inbox-delete-confirm"
          actions={
            <>
              <Button variant="secondary" onClick={cancelDelete} data-testid="inbox-delete-cancel">
                <Trans id="cancel">Cancel</Trans>
              </Button>
              <Button onClick={() => void remove(confirming.id)} disabled={deleting} data-testid="inbox-delete-submit">
                <Trans id="inbox_delete">Delete</Trans>
              </Button>
            </>
          }
        >
          <DeleteText title={confirming.title} />
        </Modal>
      )}
    </main>
  );
}
