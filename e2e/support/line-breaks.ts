import type { Locator } from '@playwright/test';

/** A rendered line of a text and how it ends: at a space, a hyphen, inside a word, or the end. */
export interface RenderedLine {
  text: string;
  end: 'space' | 'soft hyphen' | 'hyphen' | 'inside word' | 'end';
}

/**
 * The lines an element's text is laid out in, at each of `widths` (px, set on the element; none:
 * as it is). Read from each letter's box (Range.getClientRects), so it is what the customer
 * sees: a soft hyphen where a line breaks shows as "-", one that does not, as nothing.
 */
export function renderedLines(element: Locator, widths: (number | null)[] = [null]) {
  return element.evaluate((node, widthsToTry) => {
    const SOFT_HYPHEN = '\u00AD';
    const lines = (): RenderedLine[] => {
      const result: RenderedLine[] = [];
      let text = '';
      let joint = '';
      let top: number | null = null;
      const walker = document.createTreeWalker(
        node,
        NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
      );
      for (let textNode = walker.nextNode(); textNode; textNode = walker.nextNode()) {
        // A line break in the markup (the name, then its quantity below) ends a line as a space.
        if (textNode.nodeName === 'BR') joint += '\n';
        const data = textNode.nodeType === Node.TEXT_NODE ? (textNode.nodeValue ?? '') : '';
        for (let index = 0; index < data.length; index += 1) {
          const char = data[index]!;
          if (char === SOFT_HYPHEN || /\s/.test(char)) {
            joint += char;
            continue;
          }
          const range = document.createRange();
          range.setStart(textNode, index);
          range.setEnd(textNode, index + 1);
          // A letter right after a soft hyphen that breaks the line also gets the hyphen's box at
          // the end of the line above: its own comes last.
          const box = [...range.getClientRects()].at(-1);
          if (!box) continue;
          if (top !== null && box.top > top + 2) {
            const end: RenderedLine['end'] = /\s/.test(joint)
              ? 'space'
              : joint.includes(SOFT_HYPHEN)
                ? 'soft hyphen'
                : text.endsWith('-')
                  ? 'hyphen'
                  : 'inside word';
            result.push({ text: end === 'soft hyphen' ? `${text}-` : text, end });
            text = '';
          } else if (/\s/.test(joint)) {
            text += ' ';
          }
          joint = '';
          top = box.top;
          text += char;
        }
      }
      result.push({ text, end: 'end' });
      return result;
    };
    const element = node as HTMLElement;
    const before = element.style.width;
    const laidOut = widthsToTry.map((width) => {
      element.style.width = width === null ? before : `${width}px`;
      return { width, lines: lines() };
    });
    element.style.width = before;
    return laidOut;
  }, widths);
}

/** The breaks a reader trips over: inside a word without a hyphen, or between a figure and its unit. */
export function badBreaks(lines: RenderedLine[]): string[] {
  return lines
    .filter((line) => line.end === 'inside word' || (line.end === 'space' && /\d$/.test(line.text)))
    .map((line) => `${line.text}| (${line.end})`);
}
