import { changedFieldList } from '~/modules/audit/change-wording';
import { partnerChangeWording } from './partner-change-wording';
import type { PartnerImportChange } from './partner.schema';

/*
 * What an import row changes on the partner it updates, in the labels and value words of the partner
 * history and Activity, so the preview reads like the record the import will leave.
 */

/** Fields that place a partner: a change moves it on the map and in searches by place. */
const ADDRESS_FIELDS: ReadonlySet<string> = new Set(['address', 'city', 'state', 'zipCode', 'country']);
const COORDINATES: ReadonlySet<string> = new Set(['latitude', 'longitude']);

/** What the preview shows of a long text, cut around the change: a row's changes stay a glance. */
const PREVIEW_LENGTH = 80;

/**
 * The fields a row changes, given the changed fields' stored values before and after (a diff of the partner's
 * JSON record): labels and values as the history words them, long texts cut around the change, fields the
 * server derives left out.
 */
export function importRowChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): PartnerImportChange[] {
  const lines = changedFieldList({ before, after }, partnerChangeWording(), { longest: PREVIEW_LENGTH });
  // Coordinates that follow a changed address are the move the badge already names, not two more lines.
  const addressMoved = lines.some((line) => ADDRESS_FIELDS.has(line.field));
  return lines
    .filter((line) => !(addressMoved && COORDINATES.has(line.field)))
    .map((line) => ({
      field: line.field,
      label: line.label,
      before: line.before ?? '',
      after: line.after ?? '',
      movesOnMap: ADDRESS_FIELDS.has(line.field) || COORDINATES.has(line.field),
    }));
}
