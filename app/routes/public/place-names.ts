import type { I18n } from '@lingui/core';
import type { Region } from '~/modules/geo/regions';
import { nameArgs } from '~/modules/i18n/name-grammar';
import { frenchRegionForEnglishSlug } from '~/modules/i18n/regions-fr';
import { pageI18nOf } from '~/modules/i18n/use-page-i18n';
import type { BreadcrumbItem } from '~/modules/seo/breadcrumbs';

/*
 * A state's or city's names as the page's language says them (decision 033): "Quebec" / "Québec", with
 * the preposition a sentence needs ("in Quebec" / "au Québec", "in Montréal" / "à Montréal").
 */

export interface RegionNames {
  /** The English slug: the database's and the English path's. */
  slug: string;
  /** The name in the page's language ("Californie"). */
  name: string;
  /** With its preposition ("in California", "en Californie"). */
  inName: string;
}

export function regionNames(i18n: I18n, region: Region): RegionNames {
  const french = i18n.locale === 'fr' ? frenchRegionForEnglishSlug(region.slug) : undefined;
  return french
    ? { slug: region.slug, name: french.name, inName: french.inName }
    : { slug: region.slug, name: region.name, inName: i18n._('place.in', nameArgs('en', region.name, 'place')) };
}

/** "of Quebec" / "du Québec", "de l’Ontario": what a map of the region is called. */
export function ofRegion(i18n: I18n, region: Region): string {
  const french = i18n.locale === 'fr' ? frenchRegionForEnglishSlug(region.slug) : undefined;
  return french ? french.ofName : i18n._('place.of', nameArgs(i18n.locale, region.name, 'place'));
}

/** "in Montréal" / "à Montréal", "aux Cèdres": city names are the same in both languages. */
export function inCity(i18n: I18n, cityName: string): string {
  return i18n._('place.in', nameArgs(i18n.locale, cityName, 'place'));
}

/**
 * The trail of a state or city page (spec §2) in the page's language, each item at its address in that
 * language: 'Cremation Services' › 'Texas Cremation Services' › 'Austin Cremation Services' in English
 * (breadcrumbsForPath's words), 'Services de crémation' › 'Québec' › 'Montréal' in French.
 */
export function placeBreadcrumbs(
  i18n: I18n,
  state: RegionNames,
  city?: { name: string; slug: string },
): BreadcrumbItem[] {
  const { href } = pageI18nOf(i18n);
  const statePath = `/state/${encodeURIComponent(state.slug)}`;
  const trail: BreadcrumbItem[] = [
    { name: i18n._('breadcrumb.home'), url: href('/') },
    { name: i18n._('breadcrumb.place', { name: state.name }), url: href(statePath) },
  ];
  if (city) {
    trail.push({
      name: i18n._('breadcrumb.place', { name: city.name }),
      url: href(`${statePath}/city/${encodeURIComponent(city.slug)}`),
    });
  }
  return trail;
}
