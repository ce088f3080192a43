/**
 * The tag of an end-to-end test whose behaviour depends on the phone (its system, its screen
 * size, its gestures): it runs on every phone project, where other journeys run on one.
 */
export const DEVICE_TAG = '@device';
