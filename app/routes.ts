import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

// The spec's route table (§2), in one place. Admin and partner-tools modules are separate chunks,
// so no admin code is downloaded by a public page.
export default [
  // Public directory: header and footer (root.tsx), server-rendered for families and crawlers.
  index('routes/public/home.tsx'),
  route('search', 'routes/public/search.tsx'),
  route('faq', 'routes/public/faq.tsx'),
  route('partner/:idOrSlug', 'routes/public/partner.tsx', { id: 'partner-by-id' }),
  route('partner/:idOrSlug/correction', 'routes/public/partner-correction.tsx'),
  route('partner/:idOrSlug/inquiry', 'routes/public/partner-inquiry.tsx'),
  route('privacy', 'routes/public/privacy.tsx'),
  route('state/:state', 'routes/public/state.tsx'),
  route('state/:state/city/:city', 'routes/public/city.tsx'),
  route('state/:state/city/:city/:partnerId', 'routes/public/partner.tsx', { id: 'partner-in-city' }),
  route('already-cremated', 'routes/public/already-cremated.tsx'),

  // The same public pages in Canadian French (decision 033): each loader reads its language from the address;
  // region pages take the French slug under the region's word (état, province, territoire).
  ...prefix('fr', [
    index('routes/public/home.tsx', { id: 'fr-home' }),
    route('recherche', 'routes/public/search.tsx', { id: 'fr-search' }),
    route('faq', 'routes/public/faq.tsx', { id: 'fr-faq' }),
    route('confidentialite', 'routes/public/privacy.tsx', { id: 'fr-privacy' }),
    route('deja-incinere', 'routes/public/already-cremated.tsx', { id: 'fr-already-cremated' }),
    route('partenaire/:idOrSlug', 'routes/public/partner.tsx', { id: 'fr-partner-by-id' }),
    route('partenaire/:idOrSlug/correction', 'routes/public/partner-correction.tsx', { id: 'fr-partner-correction' }),
    route('partenaire/:idOrSlug/demande', 'routes/public/partner-inquiry.tsx', { id: 'fr-partner-inquiry' }),
    ...(['etat', 'province', 'territoire'] as const).flatMap((word) => [
      route(`${word}/:state`, 'routes/public/state.tsx', { id: `fr-${word}` }),
      route(`${word}/:state/ville/:city`, 'routes/public/city.tsx', { id: `fr-${word}-city` }),
      route(`${word}/:state/ville/:city/:partnerId`, 'routes/public/partner.tsx', { id: `fr-${word}-partner` }),
    ]),
    // The partner portal in French (portalPaths('fr')): the same modules, noindex and no-store as in English.
    route('portail-partenaire', 'routes/partner-portal/portal.tsx', { id: 'fr-portal' }),
    route('portail-partenaire/connexion', 'routes/partner-portal/sign-in.tsx', { id: 'fr-portal-sign-in' }),
    route('portail-partenaire/connexion/:token', 'routes/partner-portal/sign-in-link.tsx', {
      id: 'fr-portal-sign-in-link',
    }),
    route('portail-partenaire/confirmer/:token', 'routes/partner-portal/confirm.tsx', { id: 'fr-portal-confirm' }),
    route('*', 'routes/public/not-found.tsx', { id: 'fr-not-found' }),
  ]),

  // Partner portal (decision 031): a partner's own listing behind an emailed sign-in link; noindex, no-store.
  route('partner-portal', 'routes/partner-portal/portal.tsx'),
  route('partner-portal/sign-in', 'routes/partner-portal/sign-in.tsx'),
  route('partner-portal/sign-in/:token', 'routes/partner-portal/sign-in-link.tsx'),
  route('partner-portal/confirm/:token', 'routes/partner-portal/confirm.tsx'),

  // Partner tools: open to anyone, noindex (spec §2, design §3). The layout adds TanStack Query.
  layout('routes/partner-tools/layout.tsx', [
    route('partner-tools', 'routes/partner-tools/tools.tsx'),
    route('partner-tools/press-release', 'routes/partner-tools/press-release.tsx'),
    route('partner-tools/video', 'routes/partner-tools/video.tsx'),
    // The same tools in French (toolPaths('fr')), noindex as in English. Under this layout rather than
    // prefix('fr') so they add no second layout to the route manifest every page downloads.
    route('fr/outils-partenaires', 'routes/partner-tools/tools.tsx', { id: 'fr-partner-tools' }),
    route('fr/outils-partenaires/communique', 'routes/partner-tools/press-release.tsx', {
      id: 'fr-partner-tools-press-release',
    }),
    route('fr/outils-partenaires/video', 'routes/partner-tools/video.tsx', { id: 'fr-partner-tools-video' }),
  ]),

  // Admin: no header or footer, noindex. The layout adds TanStack Query.
  layout('routes/admin/layout.tsx', [
    route('admin/setup', 'routes/admin/setup.tsx'),
    route('admin/login', 'routes/admin/login.tsx'),
    route('admin/forgot-password', 'routes/admin/forgot-password.tsx'),
    route('admin/reset-password/:token', 'routes/admin/reset-password.tsx'),
    route('admin/invite/:token', 'routes/admin/invite.tsx'),
    route('admin/account', 'routes/admin/account.tsx'),
    route('admin/people', 'routes/admin/people.tsx'),
    route('admin/dashboard', 'routes/admin/dashboard.tsx'),
    route('admin/partners', 'routes/admin/partners.tsx'),
    route('admin/partners/new', 'routes/admin/partner-new.tsx'),
    route('admin/partners/:id/edit', 'routes/admin/partner-edit.tsx'),
    route('admin/faq', 'routes/admin/faq.tsx'),
    route('admin/google-places', 'routes/admin/google-places.tsx'),
    route('admin/bulk-google-places', 'routes/admin/bulk-google-places.tsx'),
    route('admin/inquiries', 'routes/admin/inquiries.tsx'),
    route('admin/activity', 'routes/admin/activity.tsx'),
    route('admin/trash', 'routes/admin/trash.tsx'),
    route('admin/corrections', 'routes/admin/corrections.tsx'),
  ]),

  // Any other path (spec §2): the not-found page, with HTTP 404.
  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;
