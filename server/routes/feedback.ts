import { Hono } from 'hono';
import { mount } from '../http/contract-route';
import { currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { feedbackOf, sendFeedback } from '../services/feedback';

/** Feedback to customer service (product rule 5.13); trial accounts get free_reject. */
export const feedbackRoutes = new Hono<AppEnv>();

mount(feedbackRoutes, 'feedbackList', async (_input, c) => feedbackOf(c.get('services').db, currentMemberId(c), requestLanguage(c)));

mount(feedbackRoutes, 'sendFeedback', async (input, c) => sendFeedback(c.get('services').db, currentMemberId(c), input.text));
