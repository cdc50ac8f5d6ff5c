/** The text with every occurrence of the secret replaced by `[redacted]` (servers and providers may echo what they were sent). */
export function redactSecret(text: string, secret: string): string {
  return secret ? text.split(secret).join('[redacted]') : text;
}
