import { describe, expect, it } from 'vitest';
import { captureDownloads, fileNamesOf } from '../../../test/downloads';
import { mockFetch } from '../../../test/fetch-mock';
import { downloadSampleCsv } from './download-sample-csv';

describe('downloadSampleCsv (spec 1 §7)', () => {
  it('saves the file under a fallback name when the server gives none', async () => {
    const downloads = captureDownloads();
    mockFetch(() => new Response('razonSocial\r\n', { headers: { 'Content-Type': 'text/csv' } }));

    await downloadSampleCsv();

    expect(fileNamesOf(downloads)).toEqual(['ejemplo_alta_masiva.csv']);
    expect(await downloads[0]!.blob.text()).toBe('razonSocial\r\n');
  });

  it('shows the message of a JSON answer instead of saving it as the file', async () => {
    const downloads = captureDownloads();
    mockFetch(
      () =>
        new Response(JSON.stringify({ message: 'El ejemplo no está disponible.' }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );

    await expect(downloadSampleCsv()).rejects.toMatchObject({ message: 'El ejemplo no está disponible.' });
    expect(downloads).toEqual([]);
  });
});
