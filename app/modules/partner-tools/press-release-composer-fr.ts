import { site } from '~/lib/site';
import { findRegion } from '~/modules/geo/regions';
import { formatDate, phoneAsWritten } from '~/modules/i18n/format';
import { cityArgs, frenchNameArgs } from '~/modules/i18n/name-grammar';
import { frenchRegionForEnglishSlug } from '~/modules/i18n/regions-fr';
import {
  type ComposeOptions,
  countWords,
  isUsableRelease,
  parsePlace,
  parseTestimonials,
  type ReleaseDraft,
  type ReleaseMarks,
  renderReleaseToLength,
  splitSentences,
} from './press-release-composer';
import type { PressReleaseInput } from './press-release.schema';

/*
 * The built-in writer's French release, for a French page (decision 033): the same rules as the English one
 * (only the partner's facts, every part a release needs, within 10 % of the chosen length, no placeholder),
 * written the way a Quebec newsroom expects a communiqué rather than translated sentence by sentence:
 * « POUR DIFFUSION IMMÉDIATE », a dateline « MONTRÉAL (Québec), le 14 mars 2026 – », quotes in « »,
 * « Source et renseignements : » and « -30- » at the end. The partner's own words stay as written; only a
 * sentence opening with « Nous … » or « Notre … » is turned to the third person, as a release speaks.
 */

export interface FrenchComposeOptions extends ComposeOptions {
  /** The town as the gazetteer spells it ("Montréal" for "Montreal"), when the service found it. */
  cityName?: string;
}

const NBSP = '\u00a0';
const FRENCH_MARKS: ReleaseMarks = { opening: 'POUR DIFFUSION IMMÉDIATE', end: '-30-' };
const quoted = (text: string) => `«${NBSP}${text}${NBSP}»`;

/**
 * The town and region of an address as Quebec writes it, « 1234, rue Sherbrooke Est, Montréal (Québec) H2L 1M4 »:
 * the province in parentheses reads as the comma-separated part the shared parser expects.
 */
export function parseFrenchPlace(address: string) {
  return parsePlace(address.replace(/\s*\(([^()]+)\)/g, ', $1'));
}

/** "Maison Darche" → "de Maison Darche"; "Le Choix" → "du Choix"; "Alfred Dallaire" → "d’Alfred Dallaire". */
function ofName(name: string): string {
  const { name: bare, nameForm } = frenchNameArgs(name);
  if (nameForm === 'd') return `d’${bare}`;
  if (nameForm === 'du' || nameForm === 'des') return `${nameForm} ${bare}`;
  return `de ${bare}`;
}

/** "à Montréal", "au Bic", "aux Escoumins". */
function atPlace(city: string): string {
  const { city: bare, cityForm } = cityArgs('fr', city);
  if (cityForm === 'du') return `au ${bare}`;
  if (cityForm === 'des') return `aux ${bare}`;
  return `à ${bare}`;
}

/** "de Montréal", "d’Ottawa", "du Bic". */
function ofPlace(city: string): string {
  const { city: bare, cityForm } = cityArgs('fr', city);
  if (cityForm === 'd') return `d’${bare}`;
  if (cityForm === 'du' || cityForm === 'des') return `${cityForm} ${bare}`;
  return `de ${bare}`;
}

const IRREGULAR: Record<string, string> = {
  avons: 'a',
  pouvons: 'peut',
  voulons: 'veut',
  devons: 'doit',
  allons: 'va',
  faisons: 'fait',
  offrons: 'offre',
  servons: 'sert',
  accueillons: 'accueille',
  savons: 'sait',
  prenons: 'prend',
  mettons: 'met',
  croyons: 'croit',
  tenons: 'tient',
  venons: 'vient',
  recevons: 'reçoit',
};

/** « proposons » → « propose », « annonçons » → « annonce », « finissons » → « finit ». */
function thirdPersonVerb(verb: string): string | undefined {
  const lower = verb.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular) return irregular;
  if (!lower.endsWith('ons') || lower.length < 5) return undefined;
  const stem = lower.slice(0, -3);
  if (stem.endsWith('iss')) return `${stem.slice(0, -2)}t`;
  if (stem.endsWith('ge')) return stem;
  return `${stem.replace(/ç$/, 'c')}e`;
}

/** Nouns a partner writes after « Notre » and their article (« Notre équipe » → « L’équipe de … »). */
const NOUN_ARTICLE: Record<string, string> = {
  équipe: 'L’',
  entreprise: 'L’',
  maison: 'La ',
  famille: 'La ',
  direction: 'La ',
  personnel: 'Le ',
  service: 'Le ',
  salon: 'Le ',
  centre: 'Le ',
  complexe: 'Le ',
  établissement: 'L’',
};

/**
 * « Nous offrons… » → « {Entreprise} offre… », « Notre équipe » → « L’équipe de … », « Nos conseillers » →
 * « Les conseillers de … ». A sentence that would still speak as « nous » is quoted as the team's words
 * instead: after « sommes », an adjective or participle agrees with « nous » (« fiers », « devenus ») and
 * a company's name has no known gender to agree with.
 */
export function toFrenchThirdPerson(sentence: string, company: string): string {
  const turned = turnedToThirdPerson(sentence, company);
  if (turned !== undefined && !FIRST_PERSON.test(turned)) return turned;
  if (!FIRST_PERSON.test(sentence)) return sentence;
  const words = sentence.replace(/\.+$/, '');
  return `${quoted(words)}, affirme l’équipe ${ofName(company)}.`;
}

const FIRST_PERSON = /(?<!\p{L})(?:nous|notre|nos)(?!\p{L})/iu;

function turnedToThirdPerson(sentence: string, company: string): string | undefined {
  const we = /^nous (?:(maintenant|aussi|désormais|également|aujourd’hui|fièrement) )?(\p{L}+)\b/iu.exec(sentence);
  if (we) {
    // « avons été choisis »: the participle agrees with « nous », like an adjective after « sommes ».
    const agrees = /^\s*été(?!\p{L})/iu.test(sentence.slice(we[0].length));
    const verb = agrees ? undefined : thirdPersonVerb(we[2] ?? '');
    return verb ? `${company} ${we[1] ? `${verb} ${we[1]}` : verb}${sentence.slice(we[0].length)}` : undefined;
  }
  const ours = /^nos (\p{L}+)\b/iu.exec(sentence);
  if (ours) return `Les ${ours[1]} ${ofName(company)}${sentence.slice(ours[0].length)}`;
  const our = /^notre (\p{L}+)\b/iu.exec(sentence);
  const article = our ? NOUN_ARTICLE[(our[1] ?? '').toLowerCase()] : undefined;
  if (our && article) return `${article}${our[1]?.toLowerCase()} ${ofName(company)}${sentence.slice(our[0].length)}`;
  return undefined;
}

/** "Springfield, Illinois" → "à Springfield, en Illinois"; "Montréal, Québec" → "à Montréal, au Québec". */
function whereIn(city: string | undefined, state: string | undefined): string | undefined {
  const region = state ? findRegion(state) : undefined;
  const french = region ? frenchRegionForEnglishSlug(region.slug) : undefined;
  const regionIn = french?.inName ?? (state ? `dans l’État ou la province de ${state}` : undefined);
  if (city && regionIn) return `${atPlace(city)}, ${regionIn}`;
  return city ? atPlace(city) : regionIn;
}

/** General context true of every partner, written for French readers (not a translation of the English). */
function contextSentences(company: string, community: string, product: string): string[][] {
  const ofCompany = ofName(company);
  return [
    [
      `Les cendres solidifiées offrent aux familles une autre façon de garder un être cher près d’elles.`,
      `Au lieu de recevoir des cendres dans une urne, la famille reçoit des pierres lisses, semblables à des galets, faites à partir des cendres de la personne disparue.`,
      `On peut les tenir dans la main, les garder à la maison ou les emporter avec soi, ce qui apporte à bien des familles un réconfort qu’une urne posée sur une tablette ne donne pas.`,
    ],
    [
      `Pour les familles ${community}, cette option permet de se souvenir autrement, sans avoir à chercher loin de chez elles pour l’organiser.`,
      `L’équipe ${ofCompany} explique ce choix, répond aux questions et s’occupe des détails, si bien que la famille n’a rien à gérer de son côté.`,
      `Les pierres commémoratives sont remises à la famille par ${company}, auprès des personnes qu’elle connaît déjà.`,
    ],
    [
      `Les cendres solidifiées peuvent aussi se partager.`,
      `Quand les proches vivent dans des villes différentes, chaque foyer peut garder quelques pierres, et personne n’a à décider qui conservera l’urne.`,
      `Certaines familles déposent une pierre au jardin, au bord d’un lac aimé ou près d’une photo; d’autres la gardent sur elles, dans une poche ou une petite pochette.`,
    ],
    [
      `Cette option s’ajoute aux services de crémation et aux cérémonies commémoratives qu’offre déjà ${company}.`,
      `Une famille peut la choisir au moment du décès ou plus tard, et l’associer à une cérémonie, à une exposition ou à la dispersion d’une partie des cendres.`,
    ],
    [
      `Les personnes qui planifient leurs propres arrangements peuvent également y prévoir les cendres solidifiées.`,
      `Exprimer ce souhait à l’avance évite aux proches une décision difficile dans un moment éprouvant et garantit que le plan respecte la volonté de la personne.`,
    ],
    [
      `Les questions sont les bienvenues à toutes les étapes.`,
      `Les familles veulent souvent savoir à quoi ressemblent les pierres, combien de temps prend le processus et comment les cendres sont traitées en cours de route; le personnel ${ofCompany} peut en parler de vive voix ou au téléphone.`,
    ],
    [
      `${product} travaille uniquement avec des partenaires autorisés\u00a0: les familles qui s’adressent à ${company} pour les cendres solidifiées font donc affaire avec une équipe formée à ce service.`,
      `Ce partenariat permet à ${company} d’offrir cette option directement, dans le prolongement de son accompagnement habituel.`,
    ],
    [
      `Le deuil ne suit pas d’horaire, le souvenir non plus.`,
      `Une pierre que l’on prend dans sa main le jour d’un anniversaire, que l’on confie à un petit-enfant ou que l’on emporte en voyage offre aux familles un lien concret avec la personne qui leur manque.`,
      `Pour plusieurs, ce simple geste devient une part du chemin vers l’apaisement.`,
    ],
    [
      `Pour ${company}, ce partenariat s’inscrit dans un engagement plus large\u00a0: offrir aux familles de véritables choix.`,
      `Chaque famille se souvient à sa manière, et le rôle d’une maison funéraire est de présenter les options avec clarté et délicatesse, puis de respecter la décision prise.`,
    ],
    [
      `Se renseigner n’engage à rien.`,
      `${company} explique volontiers ce que sont les cendres solidifiées, ce que ce choix implique et en quoi il se distingue des autres façons de conserver des cendres, afin que chaque famille décide de ce qui lui convient.`,
    ],
    [
      `Choisir les cendres solidifiées ne veut pas dire renoncer aux autres traditions.`,
      `Les familles peuvent tout de même tenir des funérailles ou une célébration de la vie, se réunir entre proches, échanger des souvenirs et se donner chaque année un jour pour se rappeler, les pierres prenant place dans ces moments sans les remplacer.`,
    ],
    [
      `Les enfants comprennent souvent mieux une pierre qu’une urne.`,
      `Un objet petit et doux, que l’on peut tenir, regarder et ranger dans un endroit spécial, aide un jeune à prendre part au souvenir d’une manière qui lui semble naturelle.`,
    ],
    [
      `Les familles qui habitent loin peuvent aussi se renseigner.`,
      `${company} peut expliquer par téléphone ou par courriel comment les cendres solidifiées s’organisent lorsque les proches sont dispersés aux quatre coins du pays, et comment les pierres parviennent à chaque foyer.`,
    ],
    [
      `Pour ${company}, offrir les cendres solidifiées, c’est d’abord une affaire d’écoute.`,
      `Bien des familles cherchaient une façon de garder un être cher près d’elles, plus personnelle qu’une urne et plus durable qu’une dispersion; ce partenariat répond directement à cette demande.`,
    ],
    [
      `Les personnes endeuillées disent souvent que ce qu’elles souhaitent le plus, c’est quelque chose à quoi se raccrocher.`,
      `Les cendres solidifiées répondent à ce besoin de façon simple et tangible, et ${company} se réjouit de rendre cette option accessible à sa collectivité.`,
    ],
  ];
}

function quoteParagraph(item: { quote: string; attribution?: string }, company: string, index: number): string {
  if (!item.attribution)
    return `Dans un témoignage transmis par ${company}, une personne écrit${NBSP}: ${quoted(item.quote)}`;
  // Two quotes in a row do not open the same way.
  if (index % 2 === 1) return `${item.attribution} le résume ainsi${NBSP}: ${quoted(item.quote)}`;
  const who = item.attribution.replace(/^(La|Le|Les)\b/, (article) => article.toLowerCase());
  return `${quoted(item.quote.replace(/\.$/, ''))}, témoigne ${who}.`;
}

/** A French release from the form alone (the partner's text as written, the rest in French). */
export function composeFrenchPressRelease(
  input: PressReleaseInput,
  { today = new Date(), timeZone, cityName }: FrenchComposeOptions = {},
): string {
  const target = Number(input.targetWordCount);
  const company = input.companyName.replace(/[[{]/g, '(').replace(/[\]}]/g, ')').replace(/\s+/g, ' ').trim();
  const product = site.productName;
  const place = parseFrenchPlace(input.companyAddress);
  const city = cityName ?? place.city;
  const region = place.state ? findRegion(place.state) : undefined;
  const regionName = region ? (frenchRegionForEnglishSlug(region.slug)?.name ?? region.name) : place.state;
  const where = whereIn(city, place.state);
  const community = city ? ofPlace(city) : 'de la région';

  const angle = splitSentences(input.newsAngle).map((sentence) => toFrenchThirdPerson(sentence, company));
  const first = angle[0];
  const rest = angle.slice(1);

  // French headlines keep sentence case: the partner's first sentence when it is headline-sized.
  const firstWords = first ? countWords(first) : 0;
  const angleIsHeadline = first !== undefined && !first.startsWith('«') && firstWords >= 3 && firstWords <= 14;
  const headline = angleIsHeadline
    ? first.replace(/[.!?]+$/, '')
    : `${company} offre désormais les cendres solidifiées ${product} aux familles${city ? ` ${ofPlace(city)}` : ''}`;
  const subhead = angleIsHeadline
    ? `Les familles accompagnées par ${company}${where ? ` ${where},` : ''} peuvent maintenant choisir les cendres solidifiées ${product}, des pierres commémoratives lisses faites à partir des cendres d’un être cher.`
    : `${company} propose maintenant les cendres solidifiées ${product} pour aider les familles à garder vivant le souvenir d’un être cher.`;

  // « MONTRÉAL (Québec), le 14 mars 2026 – »: the town in capitals, the province or state in parentheses.
  const dateline = city ? `${city.toLocaleUpperCase('fr-CA')}${regionName ? ` (${regionName})` : ''}, ` : '';
  const date = formatDate('fr', today, timeZone ? { timeZone } : {});
  const leadStatement =
    first !== undefined && !angleIsHeadline
      ? first
      : `${company} annonce aujourd’hui l’ajout des cendres solidifiées ${product} à ses services aux familles.`;
  const namesCompany = leadStatement.includes(company);
  // Only what the partner gave: a lead that names the company needs no sentence claiming more.
  const attribution = namesCompany
    ? ''
    : where
      ? ` L’annonce est faite par ${company}, au service des familles ${where}.`
      : ` L’annonce est faite par ${company}.`;
  const lead = `${dateline}le ${date} – ${leadStatement}${attribution}`;

  // French quotes as typed (« … ») read like the straight ones the shared parser strips.
  const testimonials = parseTestimonials((input.testimonials ?? '').replace(/«\s*|\s*»/g, '"'));
  const additional = splitSentences(input.additionalInfo ?? '').map((sentence) =>
    toFrenchThirdPerson(sentence, company),
  );
  // The call to action is the partner speaking to families (« Appelez-nous… »): quoted as theirs.
  const cta = input.callToAction.replace(/\s+/g, ' ').trim().replace(/[[{]/g, '(').replace(/[\]}]/g, ')');
  const ctaSentence = /[.!?]$/.test(cta) ? cta : `${cta}.`;
  const website = input.website?.trim() ? input.website.trim() : undefined;
  const phone = phoneAsWritten('fr', input.contactPhone.trim());
  const reach = `On peut joindre ${company} au ${phone} ou à ${input.contactEmail}${website ? `, ou en ligne à ${website}` : ''}.`;
  const callToAction = `Les familles qui souhaitent en savoir plus sont invitées à faire le premier pas. Le message ${ofName(company)} est simple${NBSP}: ${quoted(ctaSentence)} ${reach}`;

  const about = `À propos ${ofName(company)}\n${company} exerce ses activités ${where ? `${where}${where.includes(',') ? ',' : ''}` : 'dans sa région'} et accompagne les familles ${
    city ? `${ofPlace(city)} et des environs` : 'de sa collectivité'
  }. Partenaire autorisé de ${product}, ${company} offre les cendres solidifiées en complément de ses propres services.${
    website ? ` Pour en savoir plus\u00a0: ${website}` : ''
  }`;
  const aboutProduct = `À propos de ${product}\n${product} transforme les cendres d’un être cher en pierres commémoratives lisses et solides, que les familles peuvent tenir dans leurs mains, garder près d’elles et partager.`;
  const logoUrl = input.logoUrl?.startsWith('http') ? input.logoUrl : undefined;
  const contact = [
    'Source et renseignements\u00a0:',
    input.contactName.replace(/\s+/g, ' ').trim(),
    company,
    phone,
    input.contactEmail,
    website,
    logoUrl ? `Logo\u00a0: ${logoUrl}` : undefined,
  ]
    .filter(Boolean)
    .join('\n');

  const draft: ReleaseDraft = {
    headline,
    subhead,
    lead,
    news: rest,
    contextA: [],
    quotes: testimonials.map((item, index) => quoteParagraph(item, company, index)),
    contextB: [],
    additional,
    callToAction,
    about,
    aboutProduct,
    contact,
  };
  return renderReleaseToLength(draft, {
    target,
    marks: FRENCH_MARKS,
    leadStatement,
    context: contextSentences(company, community, product),
  });
}

/** The French release an LLM wrote must hold what an editor needs, as an English one does. */
export function isUsableFrenchRelease(text: string, input: PressReleaseInput): boolean {
  return isUsableRelease(text, input, FRENCH_MARKS);
}
