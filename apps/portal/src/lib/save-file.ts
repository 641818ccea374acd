/** Hands a downloaded file to the browser to save under `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the file to the browser; the address is not needed after this turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
