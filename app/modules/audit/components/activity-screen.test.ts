import { describe, expect, it } from 'vitest';
import type { AuditActivity } from '../audit.schema';
import { undoWording } from './activity-screen';

const activity = (itemCount: number, entityType = 'partner'): AuditActivity => ({
  id: 'a1',
  at: '2026-11-28T12:00:00.000Z',
  actorId: null,
  actorKind: 'admin',
  actorName: 'Office',
  actorEmail: null,
  action: itemCount === 1 ? 'logo-uploaded' : 'bulk-edit',
  entityType,
  summary: 'Logo uploaded for Grace Chapel',
  itemCount,
  undoOf: null,
  undoneBy: null,
  undoable: true,
});

describe('the undo confirmation', () => {
  it('speaks of one partner in the singular', () => {
    expect(undoWording(activity(1))).toBe(
      'The partner goes back to how it was before “Logo uploaded for Grace Chapel”. If a value it changed was changed again since, nothing is undone; later edits of other fields stay.',
    );
  });

  it('counts several items, FAQ items by their name', () => {
    expect(undoWording(activity(1200, 'faq'))).toMatch(
      /^All 1,200 FAQ items go back to how they were before “Logo uploaded for Grace Chapel”, in one step\. If a value it changed was changed again since/,
    );
  });
});
