import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { saveFile } from '../../../lib/save-file';
import { downloadSampleCsv } from './download-sample-csv';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

describe('downloadSampleCsv (spec 1 §7)', () => {
  beforeEach(() => {
    vi.mocked(saveFile).mockClear();
  });

  it('saves the file under a fallback name when the server gives none', async () => {
    mockFetch(() => new Response('razonSocial\r\n', { headers: { 'Content-Type': 'text/csv' } }));

    await downloadSampleCsv();

    expect(vi.mocked(saveFile).mock.calls[0]![1]).toBe('ejemplo_alta_masiva.csv');
  });

  it('shows the message of a JSON answer instead of saving it as the file', async () => {
    mockFetch(
      () =>
        new Response(JSON.stringify({ message: 'El ejemplo no está disponible.' }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );

    await expect(downloadSampleCsv()).rejects.toMatchObject({ message: 'El ejemplo no está disponible.' });
    expect(saveFile).not.toHaveBeenCalled();
  });
});
