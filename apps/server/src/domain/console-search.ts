/** A console `keyword` search as an ILIKE pattern, with the user's % and _ taken literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
