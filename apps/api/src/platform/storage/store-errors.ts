import { AppError } from "../../http/errors.ts";

/**
 * What a store's refusal tells the uploader, the same whichever driver refused (ADR 0090): no room is a 507 they
 * can read, a file past the store's size limit the 413 of any request too large, a store that is overloaded or
 * briefly away a 503 to retry. Anything else stays a 500: a bug or a misconfiguration to look at.
 */
export const noRoomToStore = () => new AppError(507, "INSUFFICIENT_STORAGE", "errors.insufficientStorage");

export const tooLargeToStore = () => new AppError(413, "TOO_LARGE", "validation.requestTooLarge");

/**
 * The readiness probe's code, the one the API has for "not now, try again"; the message is the one a database
 * that is briefly away gets, whose words name no database.
 */
export const storeUnavailable = () => new AppError(503, "UNAVAILABLE", "errors.databaseUnavailable", { retryAfter: 5 });
