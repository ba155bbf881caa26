/**
 * A problem with an uploaded file that the person who sent it can fix, or a 503 when the server is at a bound it keeps
 * (too many pictures being decoded): its message is shown to them, and a 503 says when to try again.
 */
export class MediaError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415 | 503 = 400,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "MediaError";
  }
}
