import { api } from '../../../shared/api/api';
import type { FeedbackItem, FeedbackList } from '../../../shared/contract/feedback';

export const getFeedback = (): Promise<FeedbackList> => api.call('feedbackList', {});
export const sendFeedback = (text: string): Promise<FeedbackItem> => api.call('sendFeedback', { text });
