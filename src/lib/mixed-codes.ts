/**
 * Codes that mix Latin letters and digits around slashes, such as a law's number ("2002/32/EC"),
 * inside right-to-left text. The Unicode bidirectional algorithm lays such a code out in pieces in
 * an Arabic sentence ("EC/2002/32"), so a page in a right-to-left language isolates each one as
 * left to right (`<bdi dir="ltr">`). Numbers alone ("2023/915", "38/42") and words alone ("ISO/IEC")
 * already read correctly and are left as they are.
 */
const SLASHED = /[0-9A-Za-z]+(?:\/[0-9A-Za-z]+)+/g;

/** `text` cut into plain runs (strings) and mixed codes ({ code }), in order; one string when it holds none. */
export function splitMixedCodes(text: string): (string | { code: string })[] {
  const parts: (string | { code: string })[] = [];
  let from = 0;
  for (const match of text.matchAll(SLASHED)) {
    const code = match[0];
    if (!/[0-9]/.test(code) || !/[A-Za-z]/.test(code)) continue;
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push({ code });
    from = match.index + code.length;
  }
  if (from < text.length || parts.length === 0) parts.push(text.slice(from));
  return parts;
}
