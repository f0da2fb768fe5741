import { describe, expect, it } from 'vitest';
import { importRowChanges } from './partner-import-changes';

describe('importRowChanges', () => {
  it('names each changed field as the history does, old and new value in its words', () => {
    expect(
      importRowChanges(
        { zipCode: '64116', phone: '(816) 555-0100', isActive: true, directCremationFromCents: 129_500 },
        { zipCode: '64111', phone: '(816) 555-0199', isActive: false, directCremationFromCents: 99_000 },
      ),
    ).toEqual([
      { field: 'zipCode', label: 'ZIP Code', before: '64116', after: '64111', movesOnMap: true },
      { field: 'phone', label: 'Phone Number', before: '(816) 555-0100', after: '(816) 555-0199', movesOnMap: false },
      { field: 'isActive', label: 'Status', before: 'Active', after: 'Inactive', movesOnMap: false },
      {
        field: 'directCremationFromCents',
        label: 'Direct Cremation From',
        before: '$1,295.00',
        after: '$990.00',
        movesOnMap: false,
      },
    ]);
  });

  it('marks every field that places the partner as a move, and leaves out what the server derives', () => {
    const changes = importRowChanges(
      {
        address: '1 Oak St',
        city: 'Kansas City',
        latitude: 39.1,
        citySlug: 'kansas-city',
        timeZone: 'America/Chicago',
      },
      { address: '2 Elm St', city: 'Independence', latitude: 39.09, citySlug: 'independence', timeZone: null },
    );
    // The coordinates follow the address: the move is said once.
    expect(changes.map(({ label, movesOnMap }) => [label, movesOnMap])).toEqual([
      ['Address', true],
      ['City', true],
    ]);
    // Coordinates changed alone are the change.
    expect(
      importRowChanges({ latitude: 39.1 }, { latitude: 39.09 }).map(({ label, movesOnMap }) => [label, movesOnMap]),
    ).toEqual([['Latitude', true]]);
  });

  it('cuts a long description around what changed, past the 200th character too', () => {
    const start = 'Family owned since 1952. '.repeat(12);
    const [change] = importRowChanges(
      { description: `${start}We serve Jackson County with care.` },
      { description: `${start}We serve Clay County with care.` },
    );
    expect(change).toMatchObject({
      label: 'Description',
      before: '…1952. We serve Jackson County with care.',
      after: '…1952. We serve Clay County with care.',
    });
  });

  it('says (empty) for a cleared value and cuts only the long side of a new text', () => {
    const long = 'A'.repeat(50) + 'B'.repeat(50);
    expect(
      importRowChanges({ email: '', description: null }, { email: 'care@bishop.example', description: long }),
    ).toEqual([
      { field: 'email', label: 'Email', before: '(empty)', after: 'care@bishop.example', movesOnMap: false },
      { field: 'description', label: 'Description', before: '(empty)', after: `${'A'.repeat(40)}…`, movesOnMap: false },
    ]);
  });
});
