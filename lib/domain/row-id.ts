// The largest value of an integer column (ids are PostgreSQL integers).
const MAX_ROW_ID = 2_147_483_647;

/** A row id from a URL: a positive integer an id column can hold, written plainly, else null. */
export function parseRowId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ROW_ID ? id : null;
}
