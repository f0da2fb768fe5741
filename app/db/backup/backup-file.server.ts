import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import type { DatabaseKind } from '../client.server';

/*
 * The backup file (decision 011): gzip-compressed JSON lines.
 *   1. a header: format, version, source database kind, the migrations applied, the tables in load order;
 *   2. one line per row, `{"table":"partners","row":{...}}`, the row as PostgreSQL's own to_jsonb() wrote it;
 *   3. one line per media file (embedded mode), `{"media":"videos/x.mp4","data":"<base64>"}`;
 *   4. an end line with the row count of every table and the media count.
 * A file is accepted only when it decompresses without error (gzip's CRC and length), every line parses and
 * the end line is last and agrees with what came before: a truncated or damaged file is refused whole.
 */

export const BACKUP_FORMAT = 'partner-directory-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: DatabaseKind;
  /** drizzle's record of the migrations applied to the source, oldest first. */
  migrations: { hash: string; createdAt: number }[];
  /** In load order: a table comes after the tables its foreign keys point to. */
  tables: string[];
}

export interface BackupCounts {
  rows: Record<string, number>;
  media: number;
}

export type BackupEntry =
  /** `row` is the row's JSON text exactly as stored, never re-serialised (bigint and numeric stay exact). */
  { kind: 'row'; table: string; row: string } | { kind: 'media'; path: string; data: Buffer };

export type BackupErrorReason = 'unreadable' | 'incompatible' | 'not-empty';

export class BackupError extends Error {
  constructor(
    readonly reason: BackupErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}

const rowPrefix = (table: string) => `{"table":${JSON.stringify(table)},"row":`;
export const rowLine = (table: string, rowJson: string) => `${rowPrefix(table)}${rowJson}}`;
export const mediaLine = (relativePath: string, data: Buffer) =>
  JSON.stringify({ media: relativePath, data: data.toString('base64') });
export const endLine = (counts: BackupCounts) => JSON.stringify({ end: true, ...counts });

/** Media paths are relative, made of plain names: a crafted file cannot write outside DATA_DIR/media. */
const MEDIA_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
export const isSafeMediaPath = (relativePath: string) => MEDIA_PATH.test(relativePath);

/**
 * Writes the lines (without their newline) gzip-compressed to `file`, through `file.partial` renamed at the
 * end: an interrupted backup never leaves a file under the final name.
 */
export async function writeBackupFile(file: string, lines: AsyncIterable<string>): Promise<number> {
  const partial = `${file}.partial`;
  // Password hashes and families' inquiries: readable by the owner only.
  async function* withNewlines() {
    for await (const line of lines) yield `${line}\n`;
  }
  try {
    await pipeline(Readable.from(withNewlines()), createGzip(), fs.createWriteStream(partial, { mode: 0o600 }));
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return fs.statSync(file).size;
}

async function* decompressedLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const input = fs.createReadStream(file);
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  // Pieces of the current line: a media line can be tens of megabytes, so no repeated string concatenation.
  let pieces: string[] = [];
  for await (const chunk of gunzip as AsyncIterable<Buffer>) {
    const text = decoder.write(chunk);
    let start = 0;
    for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', start)) {
      pieces.push(text.slice(start, newline));
      yield pieces.join('');
      pieces = [];
      start = newline + 1;
    }
    pieces.push(text.slice(start));
  }
  const last = pieces.join('') + decoder.end();
  if (last !== '') yield last;
}

function unreadable(file: string, detail: string): BackupError {
  return new BackupError('unreadable', `${file} is not a usable backup: ${detail}. Nothing was changed.`);
}

function parseLine(file: string, line: string, lineNumber: number): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(line);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw unreadable(file, `line ${lineNumber} is damaged`);
}

function parseHeader(file: string, line: string | undefined): BackupHeader {
  if (line === undefined) throw unreadable(file, 'the file is empty');
  const header = parseLine(file, line, 1);
  if (header.format !== BACKUP_FORMAT) throw unreadable(file, 'it was not written by npm run backup');
  if (typeof header.version !== 'number' || header.version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      'incompatible',
      `${file} has backup format ${String(header.version)}, newer than this version of the app reads (${BACKUP_FORMAT_VERSION}). ` +
        'Restore it with the version of the app that wrote it, or a newer one. Nothing was changed.',
    );
  }
  const valid =
    (header.source === 'pglite' || header.source === 'postgres') &&
    typeof header.createdAt === 'string' &&
    Array.isArray(header.tables) &&
    header.tables.every((table) => typeof table === 'string') &&
    Array.isArray(header.migrations) &&
    header.migrations.every(
      (m: unknown) =>
        !!m &&
        typeof (m as { hash?: unknown }).hash === 'string' &&
        typeof (m as { createdAt?: unknown }).createdAt === 'number',
    );
  if (!valid) throw unreadable(file, 'its header is damaged');
  return header as unknown as BackupHeader;
}

/**
 * Reads a backup: first the header, then its entries. Throws a BackupError (reason `unreadable`) as soon as
 * something is wrong, and at the end when the end line is missing or disagrees: a caller that wants to change
 * nothing on a bad file reads it through once (verifyBackupFile) before acting on it.
 */
export async function openBackupFile(
  file: string,
): Promise<{ header: BackupHeader; entries: AsyncGenerator<BackupEntry> }> {
  if (!fs.existsSync(file)) throw new BackupError('unreadable', `${file} does not exist. Nothing was changed.`);
  const lines = decompressedLines(file);
  const next = async () => {
    try {
      return await lines.next();
    } catch (error) {
      const message = (error as Error).message;
      throw unreadable(
        file,
        `it is damaged or truncated (${message === 'unexpected end of file' ? 'it ends early' : message})`,
      );
    }
  };
  const first = await next();
  const header = parseHeader(file, first.done ? undefined : first.value);
  const tables = new Set(header.tables);

  async function* entries(): AsyncGenerator<BackupEntry> {
    const counts: BackupCounts = { rows: Object.fromEntries(header.tables.map((table) => [table, 0])), media: 0 };
    let lineNumber = 1;
    for (let result = await next(); !result.done; result = await next()) {
      lineNumber += 1;
      const line = result.value;
      const value = parseLine(file, line, lineNumber);
      if (typeof value.table === 'string') {
        if (!tables.has(value.table) || !line.startsWith(rowPrefix(value.table)) || !value.row) {
          throw unreadable(file, `line ${lineNumber} is damaged`);
        }
        counts.rows[value.table] = (counts.rows[value.table] ?? 0) + 1;
        yield { kind: 'row', table: value.table, row: line.slice(rowPrefix(value.table).length, -1) };
      } else if (typeof value.media === 'string') {
        if (!isSafeMediaPath(value.media) || typeof value.data !== 'string') {
          throw unreadable(file, `line ${lineNumber} is damaged`);
        }
        counts.media += 1;
        yield { kind: 'media', path: value.media, data: Buffer.from(value.data, 'base64') };
      } else if (value.end === true) {
        const after = await next();
        if (!after.done) throw unreadable(file, `it goes on after its end line (line ${lineNumber})`);
        const expected = JSON.stringify({ rows: value.rows, media: value.media });
        if (expected !== JSON.stringify(counts)) throw unreadable(file, 'its end line does not match its contents');
        return;
      } else {
        throw unreadable(file, `line ${lineNumber} is damaged`);
      }
    }
    throw unreadable(file, 'it is truncated (its end line is missing)');
  }
  return { header, entries: entries() };
}

/** Reads the whole file once; throws a BackupError when it is not a complete, undamaged backup. */
export async function verifyBackupFile(file: string): Promise<{ header: BackupHeader; counts: BackupCounts }> {
  const { header, entries } = await openBackupFile(file);
  const counts: BackupCounts = { rows: Object.fromEntries(header.tables.map((table) => [table, 0])), media: 0 };
  for await (const entry of entries) {
    if (entry.kind === 'row') counts.rows[entry.table] = (counts.rows[entry.table] ?? 0) + 1;
    else counts.media += 1;
  }
  return { header, counts };
}
