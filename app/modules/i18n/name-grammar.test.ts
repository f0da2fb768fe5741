import { describe, expect, it } from 'vitest';
import { compileCatalogs, createI18n } from './catalog.server';
import type { MessageId } from './message-id';
import { cityArgs, frenchNameArgs, nameArgs } from './name-grammar';

const catalogs = compileCatalogs({ warn: () => {} });
const fr = createI18n(catalogs, 'fr');
const en = createI18n(catalogs, 'en');

describe('French « de » and « à » before a name', () => {
  it.each([
    ['Alfred Dallaire Memoria', 'd', 'Alfred Dallaire Memoria'],
    ['Urgel Bourgie', 'd', 'Urgel Bourgie'],
    ['Émilien Frigon et Fils', 'd', 'Émilien Frigon et Fils'],
    ['Île-Perrot Funérailles', 'd', 'Île-Perrot Funérailles'],
    ['Œuvres funéraires Boucher', 'd', 'Œuvres funéraires Boucher'],
    ['Yves Légaré et Fils', 'd', 'Yves Légaré et Fils'],
    ['Atlantic Funeral Home', 'd', 'Atlantic Funeral Home'],
    ['Le Repos Saint-François d’Assise', 'du', 'Repos Saint-François d’Assise'],
    ['Les Jardins commémoratifs Lakeview', 'des', 'Jardins commémoratifs Lakeview'],
    ['Les Écrins', 'des', 'Écrins'],
    ['La Maison Darche', 'de', 'La Maison Darche'],
    ['L’Aube funéraire', 'de', 'L’Aube funéraire'],
    ['Lépine Cloutier', 'de', 'Lépine Cloutier'],
    ['Lesage et Fils', 'de', 'Lesage et Fils'],
    ['Le-Gardeur Funérailles', 'de', 'Le-Gardeur Funérailles'],
    ['Hamel Funérailles', 'de', 'Hamel Funérailles'],
    ['Harmonia', 'de', 'Harmonia'],
    ['Yamaska Funérailles', 'de', 'Yamaska Funérailles'],
    ['The Cremation Society', 'de', 'The Cremation Society'],
    ['Magnus Poirier', 'de', 'Magnus Poirier'],
    ['123 Crémation', 'de', '123 Crémation'],
    ['Résidence funéraire Tremblay', 'la', 'Résidence funéraire Tremblay'],
    ['Coopérative funéraire de Laval', 'la', 'Coopérative funéraire de Laval'],
    ['Centre funéraire Côté-Roy', 'du', 'Centre funéraire Côté-Roy'],
    ['Salon funéraire Gagnon & Fils', 'du', 'Salon funéraire Gagnon & Fils'],
    ['Complexe funéraire Lévesque', 'du', 'Complexe funéraire Lévesque'],
    ['Entreprise funéraire Roy', 'l', 'Entreprise funéraire Roy'],
    ['Jardins commémoratifs Lakeview', 'des', 'Jardins commémoratifs Lakeview'],
    ['Maison Darche', 'de', 'Maison Darche'],
    ['Centre Street Funeral Home', 'de', 'Centre Street Funeral Home'],
  ])('%s takes « %s »', (input, nameForm, name) => {
    expect(frenchNameArgs(input)).toEqual({ name, nameForm });
  });

  it('never contracts a person’s name, but elides it', () => {
    expect(frenchNameArgs('Le Blanc', 'person')).toEqual({ name: 'Le Blanc', nameForm: 'de' });
    expect(frenchNameArgs('Émilie Tremblay', 'person')).toEqual({ name: 'Émilie Tremblay', nameForm: 'd' });
  });

  it('gives a person or a place no article of a common noun', () => {
    expect(frenchNameArgs('Maison funéraire', 'person')).toEqual({ name: 'Maison funéraire', nameForm: 'de' });
    expect(frenchNameArgs('Salon de Provence', 'place')).toEqual({ name: 'Salon de Provence', nameForm: 'de' });
    expect(frenchNameArgs('Les Cèdres', 'place')).toEqual({ name: 'Cèdres', nameForm: 'des' });
  });

  it('leaves English alone', () => {
    expect(nameArgs('en', 'Le Repos Saint-François')).toEqual({ name: 'Le Repos Saint-François', nameForm: 'de' });
    expect(nameArgs('fr', ' Le Repos ')).toEqual({ name: 'Repos', nameForm: 'du' });
  });

  it('reads right in the French messages', () => {
    const say = (id: MessageId, name: string) => fr._(id, nameArgs('fr', name));
    expect(say('partner.about', 'Alfred Dallaire Memoria')).toBe('À propos d’Alfred Dallaire Memoria');
    expect(say('partner.about', 'Le Repos Saint-François')).toBe('À propos du Repos Saint-François');
    expect(say('partner.about', 'Les Jardins Lakeview')).toBe('À propos des Jardins Lakeview');
    expect(say('partner.about', 'La Maison Darche')).toBe('À propos de La Maison Darche');
    expect(say('portal.logo.alt', 'Urgel Bourgie')).toBe('Logo d’Urgel Bourgie');
    expect(say('inquiry.backTo', 'Le Repos Saint-François')).toBe('Retour au Repos Saint-François');
    expect(say('inquiry.backTo', 'Les Jardins Lakeview')).toBe('Retour aux Jardins Lakeview');
    expect(say('inquiry.backTo', 'Alfred Dallaire Memoria')).toBe('Retour à Alfred Dallaire Memoria');
    expect(say('portal.inquiries.to', 'Le Repos')).toBe('Envoyée au Repos');
    expect(say('inquiry.backTo', 'Centre funéraire Côté')).toBe('Retour au Centre funéraire Côté');
    expect(say('inquiry.backTo', 'Résidence funéraire Tremblay')).toBe('Retour à la Résidence funéraire Tremblay');
    expect(say('partner.about', 'Coopérative funéraire de Laval')).toBe(
      'À propos de la Coopérative funéraire de Laval',
    );
    expect(say('partner.about', 'Entreprise funéraire Roy')).toBe('À propos de l’Entreprise funéraire Roy');
    expect(say('partner.askName', 'Entreprise funéraire Roy')).toBe(' à l’Entreprise funéraire Roy');
    expect(say('portal.logo.alt', 'Salons funéraires Dion')).toBe('Logo des Salons funéraires Dion');
    // Without « de » or « à », a name that takes an article keeps it: « appeler le Salon… », « vers la Résidence… ».
    expect(say('card.callSr', 'Salon funéraire Gagnon')).toBe(', appeler le Salon funéraire Gagnon');
    expect(say('card.directionsShare', 'Résidence funéraire Roy')).toBe('Itinéraire vers la Résidence funéraire Roy');
    expect(say('card.directionsShare', 'Le Repos Saint-François')).toBe('Itinéraire vers le Repos Saint-François');
    expect(say('card.directionsShare', 'Alfred Dallaire Memoria')).toBe('Itinéraire vers Alfred Dallaire Memoria');
    expect(en._('card.directionsShare', nameArgs('en', 'Le Repos'))).toBe('Directions to Le Repos');
    const partner = (name: string) => {
      const args = nameArgs('fr', name);
      return { partnerName: args.name, partnerNameForm: args.nameForm };
    };
    expect(fr._('inquiry.email.noPhone', partner('Salon funéraire Rosemont'))).toMatch(
      /^Le Salon funéraire Rosemont n’a pas encore/,
    );
    expect(fr._('inquiry.email.noPhone', partner('Alfred Dallaire Memoria'))).toMatch(/^Alfred Dallaire Memoria n’a/);
    expect(en._('partner.about', nameArgs('en', 'Le Repos Saint-François'))).toBe('About Le Repos Saint-François');
  });

  it('names a town after « à » on city pages, its English page unchanged', () => {
    expect(fr._('city.partnersIn', cityArgs('fr', 'Les Cèdres'))).toBe('Partenaires aux Cèdres');
    expect(fr._('city.heading', { ...cityArgs('fr', 'Le Bic'), state: 'Québec' })).toBe(
      'Services de crémation au Bic (Québec)',
    );
    expect(fr._('city.guideHeading', cityArgs('fr', 'Alma'))).toBe('Choisir des services de crémation à Alma');
    expect(en._('city.partnersIn', cityArgs('en', 'Les Cèdres'))).toBe('Partners in Les Cèdres');
  });
});
