import { ApiError } from '#src/shared/api/api-error';

/** The promotion does not exist (or is another merchant's, or the id is malformed). */
export function isUnknownPromotion(error: unknown): boolean {
  return error instanceof ApiError && error.messageKey === 'err_promotion_not_found';
}

/** Reads a promotion by the query's id; no id at all is as unknown as a wrong one, without asking. */
export function readPromotion<T>(id: string, read: (id: string) => Promise<T>): Promise<T> {
  return id ? read(id) : Promise.reject(new ApiError('err_promotion_not_found', 404));
}
