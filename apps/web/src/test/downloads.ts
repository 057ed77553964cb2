import { onTestFinished, vi } from 'vitest';

/**
 * A file the page handed to the browser to save: the link's `download` name and what it pointed at.
 * A blob read from a fetch answer has `text()`; one made with jsdom's `new Blob` does not.
 */
export type Download = { fileName: string; blob: Blob };

/**
 * Records, for the current test, the files the page downloads the way `saveFile` does: an object URL
 * for a blob, then a hidden `<a download>` clicked. It works at the browser's edge instead of
 * replacing a module, so the download code runs whole and its test file can share a worker with the
 * others. `URL.createObjectURL` hands out fake `blob:` addresses, and a click on a `download` link
 * records the file instead of navigating (which jsdom cannot do). Returns the list, in click order,
 * filling as the test runs; both are put back when the test ends. The revoke `saveFile` makes a second
 * later reaches the real `URL.revokeObjectURL` (Node's, in vitest's jsdom), which ignores an address
 * it never issued.
 */
export function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  const followLink = HTMLAnchorElement.prototype.click;

  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    const url = `blob:${location.origin}/download-${blobs.size + 1}`;
    blobs.set(url, object as Blob);
    return url;
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (!this.hasAttribute('download')) return followLink.call(this);
    const href = this.getAttribute('href') ?? '';
    const blob = blobs.get(href);
    if (!blob) throw new Error(`captureDownloads: the download link "${this.download}" points at "${href}", not at an object URL made in this test`);
    downloads.push({ fileName: this.download, blob });
  });

  // `restoreMocks` restores only before the next test, and vitest between files only after the
  // file's last hooks; the shared worker's other tests and files must find jsdom's own URL and click.
  onTestFinished(() => {
    createObjectURL.mockRestore();
    click.mockRestore();
  });
  return downloads;
}

/** The names of `downloads`, in order. */
export const fileNamesOf = (downloads: readonly Download[]) => downloads.map((download) => download.fileName);

/** A download's text, whichever Blob made it: jsdom's, made by the page, has no `text()`, but its FileReader reads it. */
export function textOf(download: Download): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(download.blob);
  });
}
