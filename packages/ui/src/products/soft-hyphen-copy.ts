const SOFT_HYPHEN = '\u00AD';

/**
 * Chromium puts the soft hyphens of a selection into the clipboard, invisible there: a name
 * pasted into a search box would no longer match. Copies the selection without them.
 */
export function copyWithoutSoftHyphens(event: ClipboardEvent): void {
  const selected = document.getSelection()?.toString() ?? '';
  if (!event.clipboardData || !selected.includes(SOFT_HYPHEN)) return;
  event.clipboardData.setData('text/plain', selected.replaceAll(SOFT_HYPHEN, ''));
  event.preventDefault();
}
