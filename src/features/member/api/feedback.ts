import { api } from '#src/shared/api/api';
import type { FeedbackItem, FeedbackList } from '#src/shared/contract/feedback';

export const getFeedback = (): Promise<FeedbackList> => api.call('feedbackList', {});
export const sendFeedback = (text: string): Promise<FeedbackItem> => api.call('sendFeedback', { text });
