import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PartnerMaps } from './partner-maps';

describe('<PartnerMaps>', () => {
  it('shows the US and the Canada map, each with its own regions and dots', () => {
    const html = renderToString(
      <MemoryRouter>
        <PartnerMaps
          maps={{
            us: { regions: { ohio: 2 }, dots: '600,180' },
            canada: { regions: { quebec: 5 }, dots: '' },
          }}
        />
      </MemoryRouter>,
    );
    expect([...html.matchAll(/<svg role="group" aria-label="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'Partner locations in the United States',
      'Partner locations in Canada',
    ]);
    expect([...html.matchAll(/<a [^>]*aria-label="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'Ohio: 2 partners',
      'Quebec: 5 partners',
    ]);
    expect(html.match(/<circle /g)).toHaveLength(1);
    expect(html).toContain('United States</div>');
    expect(html).toContain('Canada</div>');
  });
});
