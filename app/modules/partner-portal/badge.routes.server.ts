import { createHash } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { site } from '~/lib/site';
import { appCatalogs, createI18n } from '~/modules/i18n/catalog.server';
import { LOCALES, type Locale } from '~/modules/i18n/locales';
import type { AppContext } from '~/lib/context.server';
import { getPublicPartner } from '~/modules/partners/partners.service.server';
import { badgeSvg } from './badge';

const BADGE_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.svg$/i;

/**
 * GET /badge/{partnerId}.svg (in French /fr/badge/{partnerId}.svg): the badge of a listed (active) partner,
 * else 404. Cached a day by browsers and shared caches, revalidated by ETag; a partner delisted stops showing
 * it within that day.
 */
export function createBadgeRoutes({ db, log }: AppContext) {
  const router = express.Router();
  const catalogs = appCatalogs(log);
  const badges = new Map(
    LOCALES.map((locale) => {
      const i18n = createI18n(catalogs, locale);
      const svg = badgeSvg({
        title: i18n._('badge.title'),
        label: i18n._('badge.label', { productName: site.productName }),
      });
      return [locale, { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"` }];
    }),
  );

  const serveBadge = (locale: Locale) => async (req: Request, res: Response) => {
    const { svg, etag } = badges.get(locale)!;
    const id = BADGE_FILE.exec(String(req.params.file))?.[1];
    const partner = id ? await getPublicPartner(db, { idOrSlug: id }) : null;
    if (!partner || partner.id !== id?.toLowerCase()) {
      res.status(404).type('text/plain').set('Cache-Control', 'public, max-age=300').send('Not found');
      return;
    }
    res.set({
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      ETag: etag,
    });
    // Compared by hand: req.fresh ignores a validator sent with `Cache-Control: no-cache`, which fetch() adds.
    const sent = req.headers['if-none-match'] ?? '';
    if (sent.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      res.status(304).end();
      return;
    }
    res.send(svg);
  };

  router.get('/badge/:file', serveBadge('en'));
  router.get('/fr/badge/:file', serveBadge('fr'));
  return router;
}
