// What a use case answers, in every domain: `{ ok: true, … }` with what it did, or a refusal that both doors can say
// without knowing the use case. A page shows `error` at the top of the form and `fieldErrors` beside their fields
// (app/forms/refusal-reply.server.ts); the API answers `status` with `{ success: false, error, fieldErrors }`
// (`apiRefusal` in app/api/http.server.ts). A rate limit also says when to try again.

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

export type Refusal = {
  ok: false;
  status: RefusalStatus;
  error: string;
  fieldErrors?: Record<string, string[]>;
  /** Set on a 429: the Retry-After of the answer. */
  retryAfterSeconds?: number;
};

export type Result<T extends object = object> = ({ ok: true } & T) | Refusal;

export function refuse(
  status: RefusalStatus,
  error: string,
  fieldErrors?: Record<string, string[]>,
): Refusal {
  return { ok: false, status, error, ...(fieldErrors ? { fieldErrors } : {}) };
}

/** A refusal of one field: its message is also the summary. */
export const refuseField = (status: RefusalStatus, field: string, message: string) =>
  refuse(status, message, { [field]: [message] });

/** A rate limit's refusal: a 429 that says when to try again. */
export const refuseTooOften = (error: string, retryAfterSeconds: number): Refusal => ({
  ...refuse(429, error),
  retryAfterSeconds,
});

/** The clock a use case reads; tests pass their own. */
export type Clock = { now?: Date };
