/** Offers a blob made in the browser as a file download (the one way the app hands over a file it made). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // the browser has taken the file once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
