import { isNull, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { partners } from './partner.table';
import { timeZoneOfAddress } from './address-time-zone';

/** Rows per UPDATE (one JSON parameter each). */
const BATCH = 1000;

/**
 * Names the time zone of every partner that has none: rows written before the column existed (decision 047).
 * Run at boot; every write derives its own. Idempotent, and safe beside other instances and writers: a row
 * is set only while its zone is still empty and its postal code and state are those the zone was read from.
 * Returns how many rows it set.
 */
export async function fillMissingTimeZones(db: Database): Promise<number> {
  const rows = await db
    .select({ id: partners.id, zipCode: partners.zipCode, state: partners.state })
    .from(partners)
    .where(isNull(partners.timeZone));
  const zoned = rows.flatMap((row) => {
    const zone = timeZoneOfAddress(row.zipCode, row.state);
    return zone ? [{ ...row, zone }] : [];
  });
  let filled = 0;
  for (let start = 0; start < zoned.length; start += BATCH) {
    const json = JSON.stringify(zoned.slice(start, start + BATCH));
    const result = await db.execute(sql`
      update ${partners} set time_zone = batch.zone
      from json_to_recordset(${json}::json) as batch(id uuid, "zipCode" text, state text, zone text)
      where ${partners.id} = batch.id and ${partners.timeZone} is null
        and ${partners.zipCode} = batch."zipCode" and ${partners.state} = batch.state
      returning ${partners.id}`);
    filled += result.rows.length;
  }
  return filled;
}
