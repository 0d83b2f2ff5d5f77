import { sanitizeFilename } from '@lekker/core/filename';
import { PROCESSORS } from '@lekker/core/privacy';
import type { ObjectStorage } from '../storage/storage.ts';
import {
  EXPORT_PAGE_ROWS,
  EXPORT_SECTIONS,
  type ExportRow,
  type PrivacyExportRepository,
} from './privacy-export.repository.ts';
import { type ZipEntry, zipStream } from './zip-stream.ts';

/** Rows whose stored file goes into the archive too (`files/<section>/…`). */
const FILE_SECTIONS = ['receipts', 'driver_documents'];
/** Storage locations are for us, not the person: left out of the JSON and CSV. */
const HIDDEN_COLUMNS = ['bucket', 'path'];

const README = `Your data at Lekker Eats

This archive holds everything Lekker Eats keeps about you (POPIA section 23):
- data.json: all of it in one readable file, table by table, with the list of processors who received your data.
- csv/: the same tables as spreadsheets (one file per table).
- files/: your receipts and documents as you uploaded them.

To correct something, change it in your profile. To delete your account, use "Delete my account" in your profile.
`;

function visible(row: ExportRow): ExportRow {
  const out: ExportRow = {};
  for (const [k, v] of Object.entries(row)) if (!HIDDEN_COLUMNS.includes(k)) out[k] = v;
  return out;
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A person's export (POPIA s23): a ZIP written while it is read, page by page, never held whole in memory. */
export function createPrivacyExportService(deps: {
  repo: PrivacyExportRepository;
  storage: ObjectStorage;
  clock: () => Date;
}) {
  const { repo, storage } = deps;

  async function* rows(section: (typeof EXPORT_SECTIONS)[number], userId: string) {
    for (let offset = 0; ; offset += EXPORT_PAGE_ROWS) {
      const page = await repo.page(section, userId, offset);
      yield* page;
      if (page.length < EXPORT_PAGE_ROWS) return;
    }
  }

  function json(userId: string, at: Date): ZipEntry {
    return {
      name: 'data.json',
      content: async function* () {
        yield `{\n  "generated_at": ${JSON.stringify(at.toISOString())},\n`;
        yield `  "processors": ${JSON.stringify(PROCESSORS, null, 2).replace(/\n/g, '\n  ')}`;
        for (const section of EXPORT_SECTIONS) {
          yield `,\n  ${JSON.stringify(section.name)}: [`;
          let first = true;
          for await (const row of rows(section, userId)) {
            yield `${first ? '\n' : ',\n'}    ${JSON.stringify(visible(row))}`;
            first = false;
          }
          yield first ? ']' : '\n  ]';
        }
        yield '\n}\n';
      },
    };
  }

  function csv(section: (typeof EXPORT_SECTIONS)[number], userId: string): ZipEntry {
    return {
      name: `csv/${section.name}.csv`,
      content: async function* () {
        let columns: string[] | undefined;
        for await (const raw of rows(section, userId)) {
          const row = visible(raw);
          if (!columns) {
            columns = Object.keys(row);
            yield `${columns.join(',')}\n`;
          }
          yield `${columns.map((c) => csvCell(row[c])).join(',')}\n`;
        }
      },
    };
  }

  async function* files(userId: string): AsyncGenerator<ZipEntry> {
    for (const section of EXPORT_SECTIONS.filter((s) => FILE_SECTIONS.includes(s.name))) {
      for await (const row of rows(section, userId)) {
        const bucket = String(row.bucket);
        const path = String(row.path);
        yield {
          name: `files/${section.name}/${row.id}-${sanitizeFilename(String(row.original_name))}`,
          content: async function* () {
            const object = await storage.get(bucket, path);
            if (object) yield* object.body as AsyncIterable<Buffer>;
          },
        };
      }
    }
  }

  return {
    /** The archive's bytes as they are made; the caller streams them to the person. */
    exportZip(userId: string): { filename: string; body: AsyncGenerator<Uint8Array> } {
      const at = deps.clock();
      async function* entries(): AsyncGenerator<ZipEntry> {
        yield {
          name: 'README.txt',
          content: async function* () {
            yield README;
          },
        };
        yield json(userId, at);
        for (const section of EXPORT_SECTIONS) yield csv(section, userId);
        yield* files(userId);
      }
      return {
        filename: `lekker-eats-my-data-${at.toISOString().slice(0, 10)}.zip`,
        body: zipStream(entries(), at),
      };
    },
  };
}
export type PrivacyExportService = ReturnType<typeof createPrivacyExportService>;
