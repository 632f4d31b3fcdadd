// A word no browser fits into 1 px: hyphenated, it takes several lines; unhyphenated, one.
const PROBE_WORD = 'Silbentrennungsprobe';
const LINE_PX = 10;
const answers = new Map<string, boolean>();

/**
 * Whether the browser hyphenates `lang` itself (`hyphens: auto` with a dictionary). Desktop
 * Chrome, Edge, Firefox and Safari do for German; Chromium builds without Google's components
 * (Linux distributions, headless) and some web views do not: there a long compound breaks
 * between any two letters and no hyphen shows. Where nothing is laid out (no rendering engine)
 * there is nothing to fix, so the answer is yes. Asked once per language: it lays out one probe.
 */
export function browserHyphenates(lang: string): boolean {
  const known = answers.get(lang);
  if (known !== undefined) return known;
  const probe = document.createElement('div');
  probe.lang = lang;
  probe.textContent = PROBE_WORD;
  probe.setAttribute('aria-hidden', 'true');
  Object.assign(probe.style, {
    position: 'absolute',
    visibility: 'hidden',
    width: '1px',
    fontSize: `${LINE_PX}px`,
    lineHeight: `${LINE_PX}px`,
    hyphens: 'auto',
    overflowWrap: 'normal',
    wordBreak: 'normal',
    whiteSpace: 'normal',
  });
  document.body.append(probe);
  const answer = probe.offsetWidth === 0 || probe.offsetHeight > LINE_PX;
  probe.remove();
  answers.set(lang, answer);
  return answer;
}
