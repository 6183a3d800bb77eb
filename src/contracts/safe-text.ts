/**
 * Characters no text field accepts: C0 controls except tab, line feed and carriage return (PostgreSQL cannot store
 * NUL at all), DEL and C1 controls, and a surrogate without its pair (broken UTF-16, which jsonb refuses).
 * With the `u` flag a valid surrogate pair is one code point, so only a lone surrogate matches the range.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;

export const isSafeText = (value: string) => !UNSAFE_CHARACTERS.test(value);
