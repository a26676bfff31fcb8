/** Any refusal or failure of safeFetch; `reason` says what went wrong in plain words. */
export class SafeFetchError extends Error {
  readonly reason: string;

  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = "SafeFetchError";
    this.reason = reason;
  }
}
