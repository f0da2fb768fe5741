import { describe, expect, it } from 'vitest';
import { portalPaths, portalTwinPath } from './portal-constants';
import { dollarsTypedInFrench } from './portal.schema';

describe('the portal in both languages', () => {
  it('has its addresses in each language', () => {
    expect(portalPaths('en')).toMatchObject({ portal: '/partner-portal', signIn: '/partner-portal/sign-in' });
    expect(portalPaths('en').signInLink('t0k')).toBe('/partner-portal/sign-in/t0k');
    expect(portalPaths('en').confirm('t0k')).toBe('/partner-portal/confirm/t0k');
    expect(portalPaths('fr')).toMatchObject({
      portal: '/fr/portail-partenaire',
      signIn: '/fr/portail-partenaire/connexion',
    });
    expect(portalPaths('fr').signInLink('t0k')).toBe('/fr/portail-partenaire/connexion/t0k');
    expect(portalPaths('fr').confirm('t0k')).toBe('/fr/portail-partenaire/confirmer/t0k');
  });

  it('finds the same page in the other language, token and query kept, and nothing outside the portal', () => {
    expect(portalTwinPath('/partner-portal')).toBe('/fr/portail-partenaire');
    expect(portalTwinPath('/fr/portail-partenaire/connexion?sent=1')).toBe('/partner-portal/sign-in?sent=1');
    expect(portalTwinPath('/partner-portal/sign-in/abc_DEF-1')).toBe('/fr/portail-partenaire/connexion/abc_DEF-1');
    expect(portalTwinPath('/fr/portail-partenaire/confirmer/x?confirmed=1')).toBe(
      '/partner-portal/confirm/x?confirmed=1',
    );
    for (const path of [
      '/',
      '/fr',
      '/partner-tools',
      '/partner-portal/other',
      '/partner-portal/sign-in/a/b',
      '/fr/faq',
    ]) {
      expect(portalTwinPath(path), path).toBeNull();
    }
  });

  it('reads a price typed the French way, and leaves other text for the schema to judge', () => {
    expect(dollarsTypedInFrench('1 295,50 $')).toBe('1295.50');
    expect(dollarsTypedInFrench('995,5')).toBe('995.5');
    expect(dollarsTypedInFrench('1\u00a0295')).toBe('1\u00a0295');
    expect(dollarsTypedInFrench('1,295')).toBe('1,295');
    expect(dollarsTypedInFrench('beaucoup')).toBe('beaucoup');
  });
});
