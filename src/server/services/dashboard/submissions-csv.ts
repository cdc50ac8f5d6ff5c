import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Locale } from '@/i18n/locales';
import { translate } from '@/server/i18n/translate';
import { errorMessage } from '@/server/startup-error';
import { fieldText, localizedText, type ModuleField } from '@/shared/fields';
import type { DashboardSubmission } from '@/shared/api/submissions';

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, carriage return first)
 * starts with a single quote instead, so it shows as the text it is (OWASP CSV injection).
 */
export function neutralizeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One column: its heading and its cell of a submission. */
interface Column {
  heading: string;
  cell: (submission: DashboardSubmission) => string;
}

/** The submission's own columns, then one per form field (headed by its label in `locale`). */
export function submissionColumns(fields: readonly ModuleField[], locale: Locale): Column[] {
  const heading = (key: string) => translate(locale, `dashboard.submissions_export.${key}`);
  return [
    { heading: heading('id'), cell: (submission) => String(submission.id) },
    { heading: heading('received'), cell: (submission) => submission.created_at },
    { heading: heading('status'), cell: (submission) => heading(submission.status) },
    { heading: heading('solved_at'), cell: (submission) => submission.solved_at ?? '' },
    ...fields.map((field): Column => ({
      heading: localizedText(field.label, locale) || field.key,
      cell: (submission) => fieldText(field, submission.data[field.key], locale),
    })),
    { heading: heading('note'), cell: (submission) => submission.note ?? '' },
  ];
}

/**
 * The CSV of `batches` as a byte stream: UTF-8 with a byte-order mark (so Excel reads å, ı, ş),
 * a heading row, every cell quoted and neutralised. Batches are pulled as the reader takes
 * the bytes, so an export of any size holds one batch; a reader that stops ends the reads.
 */
export function submissionsCsv(columns: readonly Column[], batches: AsyncIterable<DashboardSubmission[]>): ReadableStream<Uint8Array> {
  async function* records() {
    yield columns.map((column) => neutralizeCell(column.heading));
    for await (const batch of batches) {
      for (const submission of batch) yield columns.map((column) => neutralizeCell(column.cell(submission)));
    }
  }
  // pipeline: a reader that goes away destroys the source too, which ends the reads.
  const csv = pipeline(Readable.from(records()), stringify({ bom: true, quoted: true, quoted_empty: true, record_delimiter: 'windows' }), (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error('[forms] CSV export failed:', errorMessage(error));
  });
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
