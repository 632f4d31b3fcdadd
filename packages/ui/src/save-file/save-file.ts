/**
 * Hands a downloaded file (an invoice PDF, the data export) to the browser under its name, as a
 * link with `download` would: files that need the API client's headers and token refresh cannot
 * be plain links.
 */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click the browser has taken the file; a tick later the address may go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
