export type RetryOptions = {
  timeoutMs: number; // per attempt
  retries: number; // extra attempts after the first, for 429, 5xx, network errors and timeouts
  backoffMs: number; // first wait; doubles each retry (a Retry-After header wins when it is shorter than 30 s)
};

export class HttpFailure extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "HttpFailure";
  }
}

const transient = (status: number) => status === 429 || status >= 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryDelay(response: Response | undefined, attempt: number, options: RetryOptions) {
  const header = response?.headers.get("Retry-After");
  const seconds = header && /^\d+$/.test(header) ? Number(header) : undefined;
  if (seconds !== undefined && seconds <= 30) return seconds * 1000;
  return options.backoffMs * 2 ** attempt;
}

/**
 * fetch with a timeout per attempt and retries with exponential back-off for transient failures. Answers the first
 * non-transient response (which may still be a 4xx for the caller to judge); throws HttpFailure when retries run out.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  options: RetryOptions,
): Promise<Response> {
  let lastProblem = "no attempt made";
  let lastStatus: number | undefined;
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    let response: Response | undefined;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
      if (!transient(response.status)) return response;
      lastStatus = response.status;
      lastProblem = `the service answered ${response.status}`;
      await response.body?.cancel();
    } catch (error) {
      const timedOut =
        error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
      lastStatus = undefined;
      lastProblem = timedOut
        ? `no answer within ${options.timeoutMs / 1000} s`
        : "the service could not be reached";
    }
    if (attempt < options.retries) await sleep(retryDelay(response, attempt, options));
  }
  throw new HttpFailure(lastProblem, lastStatus);
}
