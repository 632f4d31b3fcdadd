/** A piece of a product name: running text, or a quantity that must stay on one line. */
export interface NameSegment {
  text: string;
  quantity: boolean;
}

// A figure ("30", "1,5", "2 x 50") with the word after it ("ml", "l", "Stück", "Messern"): a line
// that ends in "30" above a line that starts with "ml" reads as two things; German typesetting
// joins them with a protected space.
const FIGURE = String.raw`\d+(?:[.,]\d+)*`;
// The word: letters with an abbreviation's dot ("St.") or a power ("m²"), or a sign ("%", "°C").
const UNIT = String.raw`[\p{L}%°][\p{L}.²³]*`;
const QUANTITY = new RegExp(String.raw`${FIGURE}(?:\s*[x×]\s*${FIGURE})*\s+${UNIT}`, 'gu');

/** Splits a product name so that each quantity ("30 ml", "1,5 l", "2 x 50 ml") is one segment. */
export function quantitySegments(name: string): NameSegment[] {
  const segments: NameSegment[] = [];
  let rest = 0;
  for (const match of name.matchAll(QUANTITY)) {
    if (match.index > rest) segments.push({ text: name.slice(rest, match.index), quantity: false });
    segments.push({ text: match[0], quantity: true });
    rest = match.index + match[0].length;
  }
  if (rest < name.length) segments.push({ text: name.slice(rest), quantity: false });
  return segments;
}
