/**
 * The `redirect` query value when it is a path inside this app, otherwise null. Only a single leading
 * '/' is accepted: '//host', '/\host', full URLs and control characters are rejected (open redirect).
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/")) return null;
  if (value.startsWith("//") || value.includes("\\")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}
