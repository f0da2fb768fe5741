import type { Response } from 'express';
import { csvCell } from './csv';

function drainedOrClosed(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}

/**
 * An admin CSV export, written a batch at a time as the database hands them over, waiting for the client
 * to drain each one (a slow download never piles the whole list up in memory). A UTF-8 byte-order mark
 * first, as the browser-built exports have, so spreadsheets read Québec correctly. `lines` turns a batch
 * into its CSV rows, each ending in CRLF, without a header.
 */
export async function streamCsv<Row>(
  res: Response,
  {
    fileName,
    header,
    batches,
    lines,
  }: { fileName: string; header: readonly string[]; batches: AsyncGenerator<Row[]>; lines: (batch: Row[]) => string },
) {
  res.status(200);
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader('content-disposition', `attachment; filename="${fileName}"`);
  res.write(`\uFEFF${header.map(csvCell).join(',')}\r\n`);
  try {
    for await (const batch of batches) {
      if (res.destroyed) return;
      if (!res.write(lines(batch))) await drainedOrClosed(res);
    }
    res.end();
  } catch (error) {
    // Headers are gone: the only honest signal left is a cut-off response, not a 200 with half a file.
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  } finally {
    await batches.return(undefined);
  }
}
