/** A problem with an uploaded file that the person who sent it can fix; its message is shown to them. */
export class MediaError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415 = 400,
  ) {
    super(message);
    this.name = "MediaError";
  }
}
