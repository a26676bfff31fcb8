/** Batch files larger than this are refused before they are read, let alone parsed. */
export const MAX_BATCH_FILE_BYTES = 20 * 1024 * 1024;

export const FILE_TOO_LARGE_MESSAGE = "The file is larger than the 20 MB limit of batch files.";

/** The refusal of a file of `bytes` bytes, or null when it is within the limit. */
export const fileSizeProblem = (bytes: number): string | null =>
  bytes > MAX_BATCH_FILE_BYTES ? FILE_TOO_LARGE_MESSAGE : null;
