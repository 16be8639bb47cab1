/** A user's text inside LIKE: its own % and _ match themselves (lower-cased, for `lower(column) like`). */
export const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
