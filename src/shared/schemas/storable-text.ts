/**
 * U+0000, or a UTF-16 surrogate without its partner (`\uD800` alone, `\uDC00` alone):
 * PostgreSQL stores neither in text or jsonb (the write fails), and a lone surrogate has no
 * UTF-8 form, so it would be stored as U+FFFD or break the page that renders it.
 * Surrogate pairs (emoji and every other character outside the BMP) are ordinary text.
 */
export const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text both engines store exactly as it is. */
export const isStorableText = (text: string): boolean => !UNSTORABLE_TEXT.test(text);
