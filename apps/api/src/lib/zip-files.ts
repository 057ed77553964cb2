import JSZip from 'jszip';

/**
 * Files in one ZIP archive, in the order given, each dated `date`. Stored, not deflated: the files
 * zipped here are PDFs, already compressed, which deflating would only slow down.
 */
export async function zipFiles(files: ReadonlyArray<{ fileName: string; bytes: Uint8Array }>, date: Date): Promise<Buffer> {
  const zip = new JSZip();
  for (const file of files) zip.file(file.fileName, file.bytes, { date, compression: 'STORE' });
  return zip.generateAsync({ type: 'nodebuffer', platform: 'DOS' });
}
