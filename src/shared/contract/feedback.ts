import * as z from 'zod/mini';
import { formSchema } from './form-schema';
import { hasUnsafeTextCharacters } from './validation';

/** The merchant's bounds when it sets none (product rule 5.13). */
export const DEFAULT_FEEDBACK_WORDS = { min: 5, max: 300 } as const;
/** Far past any word bound: a cap on what the server reads at all. */
export const FEEDBACK_MAX_CHARS = 5000;

let segmenter: Intl.Segmenter | null | undefined;

/**
 * Made on the first count, not when the module loads: a word segmenter loads the dictionaries of
 * languages written without spaces, a cost every page's boot paid for the feedback form alone.
 */
function wordSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'word' }) : null;
  return segmenter;
}

/**
 * Words as the player's language has them: Thai and Chinese write no spaces between words, so
 * the word segmenter counts them; without one, runs of letters between spaces and punctuation.
 * The client's counter and the server's check use this one function.
 */
export function countWords(text: string): number {
  const words = wordSegmenter();
  if (words) {
    let n = 0;
    for (const part of words.segment(text)) if (part.isWordLike) n += 1;
    return n;
  }
  return text.split(/[\s\p{P}]+/u).filter(Boolean).length;
}

export function feedbackLengthOk(text: string, bounds: { min: number; max: number }): boolean {
  const words = countWords(text);
  return words >= bounds.min && words <= bounds.max;
}

/** The feedback form within the merchant's word bounds; the server reads the text trimmed, its line ends as \n. */
export function feedbackForm(bounds: { min: number; max: number }) {
  return formSchema(['text'], ({ text }) => {
    if (hasUnsafeTextCharacters(text)) return { field: 'text', message: 'err_text_characters' };
    return feedbackLengthOk(text, bounds) ? null : { field: 'text', message: 'err_feedback_length' };
  });
}

export const feedbackItemSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    text: z.string(),
    createdAt: z.string(),
    /** Customer service's answer; null while it is awaited. */
    reply: z.nullable(z.string()),
    repliedAt: z.nullable(z.string()),
  }),
);
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackListSchema = z.lazy(() =>
  z.object({
    minWords: z.int(),
    maxWords: z.int(),
    items: z.array(feedbackItemSchema),
  }),
);
export type FeedbackList = z.infer<typeof feedbackListSchema>;

export const sendFeedbackRequestSchema = z.lazy(() => z.object({ text: z.string().check(z.minLength(1), z.maxLength(FEEDBACK_MAX_CHARS)) }));
