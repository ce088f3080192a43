import { api } from '#src/shared/api/api';
import type { NoticeItem } from '#src/shared/contract/messages';

export async function getNotices(): Promise<NoticeItem[]> {
  return (await api.call('notices', {})).notices;
}

export async function markNoticeRead(announcementId: number): Promise<void> {
  await api.call('markNoticeRead', { announcementId, read: true });
}
