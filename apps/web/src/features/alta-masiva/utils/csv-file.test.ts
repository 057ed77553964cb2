import { describe, expect, it } from 'vitest';
import { csvFileProblem, formatFileSize, isCsvFile } from './csv-file';

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe('CSV file checks (spec 1 §5 "CSV upload")', () => {
  it('asks for a file when none is chosen', () => {
    expect(csvFileProblem(null)).toBe('Por favor, seleccione un archivo CSV para subir.');
  });

  it('accepts text/csv, and any file named .csv whatever type the system gives it', () => {
    expect(isCsvFile(file('clientes', 'text/csv'))).toBe(true);
    expect(isCsvFile(file('CLIENTES.CSV', 'application/vnd.ms-excel'))).toBe(true);
    expect(isCsvFile(file('clientes.csv', ''))).toBe(true);
    expect(csvFileProblem(file('clientes.csv', 'application/vnd.ms-excel'))).toBeNull();
  });

  it('refuses other files with the spec text', () => {
    expect(csvFileProblem(file('clientes.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'))).toBe(
      'Por favor, seleccione un archivo con formato CSV.',
    );
    expect(csvFileProblem(file('clientes.csv.pdf', 'application/pdf'))).toBe('Por favor, seleccione un archivo con formato CSV.');
  });

  it('refuses a file over 32 MB before sending it', () => {
    expect(csvFileProblem(file('grande.csv', 'text/csv', 32 * 1024 * 1024 + 1))).toBe('El archivo supera el tamaño máximo de 32 MB.');
    expect(csvFileProblem(file('justo.csv', 'text/csv', 32 * 1024 * 1024))).toBeNull();
  });

  it('formats sizes the Spanish way', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(12_800)).toBe('12,5 kB');
    expect(formatFileSize(1_258_291)).toBe('1,2 MB');
  });
});
