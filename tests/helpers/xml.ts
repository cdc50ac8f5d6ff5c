/**
 * A strict enough well-formedness check for the XML we write (no parser is installed):
 * balanced tags with one root, quoted attributes, and `&` only in the five named entities
 * or a character reference. Returns the problem, or null.
 */
export function xmlProblem(xml: string): string | null {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '');
  const stack: string[] = [];
  let roots = 0;
  for (const [token] of body.matchAll(/<[^>]*>|[^<]+|</g)) {
    if (token === '<') return 'a bare <';
    if (!token.startsWith('<')) {
      if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(token)) return `a bare & in ${token}`;
      if (stack.length === 0 && token.trim()) return `text outside the root: ${token}`;
      continue;
    }
    const close = /^<\/([\w:.-]+)\s*>$/.exec(token);
    if (close) {
      if (stack.pop() !== close[1]) return `unbalanced </${close[1]}>`;
      continue;
    }
    const open = /^<([\w:.-]+)((?:\s+[\w:.-]+="[^"<&]*(?:&(?:amp|lt|gt|quot|apos);[^"<&]*)*")*)\s*(\/?)>$/.exec(token);
    if (!open) return `a malformed tag ${token}`;
    if (stack.length === 0 && ++roots > 1) return 'more than one root';
    if (!open[3]) stack.push(open[1]);
  }
  return stack.length ? `unclosed <${stack.join('>, <')}>` : roots === 1 ? null : 'no root';
}
