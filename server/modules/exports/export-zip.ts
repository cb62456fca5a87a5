import { Readable } from 'node:stream';
import pg from 'pg';
import QueryStream from 'pg-query-stream';
import yazl from 'yazl';
import { csvCell } from '../../../core/formf/formf-register.ts';
import type { FieldCipher } from '../../lib/field-cipher.ts';
import { type ExportDataset, type ExportRow, exportColumns } from './export-datasets.ts';
import { addDicomFolder, DICOM_FOLDER_README, type DicomExportTotals, type ExportDicom } from './export-dicom.ts';

export interface ExportSource {
  /** A connection inside the export's REPEATABLE READ transaction: both files of a table agree. */
  client: pg.Client;
  clinicId: string;
  /** Set for one patient's export (DPDP access request). */
  patientId?: string;
  cipher: FieldCipher;
  datasets: readonly ExportDataset[];
  /** Stored columns of each table (database-catalog listTables). */
  tableColumns: ReadonlyMap<string, readonly string[]>;
  /** Called as rows are written (each row twice: once to the CSV, once to the JSON), and once per DICOM object. */
  onRows?: (count: number) => void;
  /** The scanner's objects, in dicom/ (absent or none: no folder). */
  dicom?: ExportDicom;
}

/** Chunks of about this size go into the ZIP: one per row would cost more than the rows. */
const CHUNK_CHARS = 64 * 1024;
const CURSOR_BATCH = 500;

function whereOf(dataset: ExportDataset, source: ExportSource): string | null {
  return source.patientId === undefined ? dataset.clinicWhere : dataset.patientWhere;
}

async function* datasetRows(
  source: ExportSource,
  dataset: ExportDataset,
  columns: string[],
): AsyncGenerator<ExportRow> {
  const where = whereOf(dataset, source);
  if (where === null) return;
  const list = columns.map((c) => `t.${pg.escapeIdentifier(c)}`).join(', ');
  const params = source.patientId === undefined ? [source.clinicId] : [source.clinicId, source.patientId];
  const stream = source.client.query(
    new QueryStream(`select ${list} from public.${pg.escapeIdentifier(dataset.table)} t where ${where}`, params, {
      batchSize: CURSOR_BATCH,
    }),
  );
  for await (const row of stream) {
    const value = row as ExportRow;
    yield dataset.transform ? dataset.transform(value, source.cipher) : value;
  }
}

function csvValue(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** UTF-8 with a BOM and CRLF lines, for Excel; every text cell formula-safe (csvCell). */
async function* csvText(source: ExportSource, dataset: ExportDataset, columns: string[], counted: (n: number) => void) {
  let chunk = `\uFEFF${columns.map(csvCell).join(',')}\r\n`;
  let rows = 0;
  for await (const row of datasetRows(source, dataset, columns)) {
    chunk += `${columns.map((c) => csvCell(csvValue(row[c]))).join(',')}\r\n`;
    rows += 1;
    if (chunk.length >= CHUNK_CHARS) {
      source.onRows?.(rows);
      counted(rows);
      rows = 0;
      yield chunk;
      chunk = '';
    }
  }
  source.onRows?.(rows);
  counted(rows);
  yield chunk;
}

async function* jsonText(source: ExportSource, dataset: ExportDataset, columns: string[]) {
  let chunk = '[';
  let first = true;
  let rows = 0;
  for await (const row of datasetRows(source, dataset, columns)) {
    const picked = Object.fromEntries(columns.map((c) => [c, row[c] ?? null]));
    chunk += `${first ? '\n' : ',\n'}${JSON.stringify(picked)}`;
    first = false;
    rows += 1;
    if (chunk.length >= CHUNK_CHARS) {
      source.onRows?.(rows);
      rows = 0;
      yield chunk;
      chunk = '';
    }
  }
  source.onRows?.(rows);
  yield `${chunk}${first ? ']' : '\n]'}\n`;
}

export interface ExportDocument {
  fileName: string;
  render: () => Promise<Buffer>;
}

/**
 * The export as a ZIP stream: `<dataset>.csv` and `<dataset>.json` for each dataset, the
 * documents, the scanner's DICOM objects under dicom/, then README.txt and manifest.json (row
 * counts, DICOM totals). Each file's query starts only when the ZIP is ready for it and rows and
 * objects flow through one at a time, so memory stays flat whatever the clinic's size.
 */
export function exportZipStream(
  source: ExportSource,
  readme: (counts: ReadonlyMap<string, number>, dicom: DicomExportTotals | null) => string,
  /** Printed documents (PDFs) put under documents/, each made only when the ZIP reaches it. */
  documents: readonly ExportDocument[] = [],
): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  // A failing query ends the whole ZIP with its error rather than leaving it waiting.
  const part = (stream: Readable) => stream.on('error', (error) => output.destroy(error));
  const counts = new Map<string, number>();
  for (const dataset of source.datasets) {
    if (whereOf(dataset, source) === null) continue;
    const columns = exportColumns(dataset, source.tableColumns.get(dataset.table) ?? []);
    counts.set(dataset.name, 0);
    const counted = (n: number) => counts.set(dataset.name, (counts.get(dataset.name) ?? 0) + n);
    zip.addReadStreamLazy(`${dataset.name}.csv`, (callback) =>
      callback(null, part(Readable.from(csvText(source, dataset, columns, counted)))),
    );
    zip.addReadStreamLazy(`${dataset.name}.json`, (callback) =>
      callback(null, part(Readable.from(jsonText(source, dataset, columns)))),
    );
  }
  for (const document of documents) {
    zip.addReadStreamLazy(`documents/${document.fileName}`, (callback) => {
      document.render().then(
        (bytes) => callback(null, Readable.from([bytes])),
        (error: unknown) => output.destroy(error instanceof Error ? error : new Error('document failed')),
      );
    });
  }
  const finish = (dicom: DicomExportTotals | null) => {
    zip.addReadStreamLazy('README.txt', (callback) => callback(null, Readable.from([readme(counts, dicom)])));
    // Read when the ZIP reaches it: the row counts are complete only then.
    zip.addReadStreamLazy('manifest.json', (callback) => {
      const manifest = { rows: Object.fromEntries(counts), ...(dicom ? { dicom } : {}) };
      callback(null, Readable.from([JSON.stringify(manifest, null, 2)]));
    });
    zip.end();
  };
  const dicom = source.dicom;
  if (!dicom || dicom.objects === 0) {
    finish(null);
    return output;
  }
  // The objects are added once the ZIP has written everything above (the cursor needs the
  // connection the datasets' queries use); README and manifest follow with the totals.
  let reached: () => void = () => {};
  const allWritten = new Promise<void>((resolve) => {
    reached = resolve;
  });
  zip.addReadStreamLazy('dicom/README.txt', (callback) => {
    reached();
    callback(null, Readable.from([Buffer.from(DICOM_FOLDER_README)]));
  });
  const closed = new Promise<never>((_, reject) =>
    output.once('close', () => reject(new Error('The export was closed before its DICOM objects were written'))),
  );
  closed.catch(() => {});
  void allWritten
    .then(() =>
      addDicomFolder(zip, {
        client: source.client,
        clinicId: source.clinicId,
        patientId: source.patientId,
        stores: dicom.stores,
        onObject: () => source.onRows?.(1),
        closed,
      }),
    )
    .then(finish, (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

/** How many rows the export will write, for its progress bar (each row goes to two files). */
export async function countExportRows(source: ExportSource): Promise<number> {
  let total = 0;
  for (const dataset of source.datasets) {
    const where = whereOf(dataset, source);
    if (where === null) continue;
    const params = source.patientId === undefined ? [source.clinicId] : [source.clinicId, source.patientId];
    const result = await source.client.query<{ n: string }>(
      `select count(*)::text as n from public.${pg.escapeIdentifier(dataset.table)} t where ${where.replace(/ order by .*$/, '')}`,
      params,
    );
    total += Number(result.rows[0]?.n ?? 0);
  }
  return total * 2;
}
