import { api } from '#src/shared/api/api';
import type { InboxMessage } from '#src/shared/contract/messages';

export async function getInbox(): Promise<InboxMessage[]> {
  return (await api.call('inbox', {})).messages;
}

export async function markInboxRead(id: number): Promise<void> {
  await api.call('inboxRead', { id });
}

export async function deleteInboxMessage(id: number): Promise<void> {
  await api.call('inboxDelete', { id });
}
