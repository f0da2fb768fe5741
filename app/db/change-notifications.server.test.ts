import { describe, expect, it } from 'vitest';
import { createLogger } from '~/lib/logger.server';
import { type DataChange, inProcessChangeNotifications, parseDataChange } from './change-notifications.server';

describe('parseDataChange', () => {
  it('reads what the triggers send', () => {
    expect(parseDataChange('partners')).toEqual({ kind: 'table', table: 'partners' });
    expect(parseDataChange('google-place:ChIJabc')).toEqual({ kind: 'google-place', placeId: 'ChIJabc' });
    expect(parseDataChange('')).toEqual({ kind: 'unknown' });
  });
});

describe('the in-process bus (PGlite)', () => {
  it('passes what is published to the subscribers until they unsubscribe, and a failing one to the log only', async () => {
    const changes = inProcessChangeNotifications(createLogger('silent'));
    const heard: DataChange[] = [];
    changes.subscribe(() => {
      throw new Error('a broken subscriber');
    });
    const unsubscribe = changes.subscribe((change) => heard.push(change));
    await changes.whenListening();
    await changes.publish('faq_items');
    unsubscribe();
    await changes.publish('partners');
    expect(heard).toEqual([{ kind: 'table', table: 'faq_items' }]);
    await changes.stop();
  });
});
