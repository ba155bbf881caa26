// What a quote use case answers: its result, or why it refused, in the terms both doors need (a page shows `error`
// and the field errors beside their fields; the API answers `status` with `{ success: false, error, fieldErrors }`).

export type QuoteFailure = {
  ok: false;
  status: 400 | 404 | 409 | 502;
  error: string;
  fieldErrors?: Record<string, string[]>;
};

export type QuoteResult<T> = ({ ok: true } & T) | QuoteFailure;

export function refuse(
  status: QuoteFailure["status"],
  error: string,
  fieldErrors?: Record<string, string[]>,
): QuoteFailure {
  return { ok: false, status, error, ...(fieldErrors ? { fieldErrors } : {}) };
}

/** A refusal of one field: its message is also the summary. */
export const refuseField = (status: QuoteFailure["status"], field: string, message: string) =>
  refuse(status, message, { [field]: [message] });

/** The clock a use case reads; tests pass their own. */
export type Clock = { now?: Date };
