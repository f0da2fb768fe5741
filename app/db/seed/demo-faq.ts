import type { DemoPartner } from './demo-partners';

/** A faq_items row as the seed inserts it (the columns of faq.table.server.ts, minus generated ones). */
export interface DemoFaqItem {
  question: string;
  answer: string;
  category: 'general' | 'services' | 'pricing' | 'process' | 'support';
  order: number;
  appliesTo: 'all' | 'homepage' | 'state' | 'city' | 'partner';
  targetStates: string[];
  targetCities: string[];
  targetPartners: string[];
  questionFr: string | null;
  answerFr: string | null;
}

type FaqDraft = Omit<DemoFaqItem, 'targetStates' | 'targetCities' | 'targetPartners' | 'questionFr' | 'answerFr'> &
  Partial<Pick<DemoFaqItem, 'targetStates' | 'targetCities'>>;

/*
 * The starter FAQ set (design §3): global answers in every category, plus items for the home page,
 * some states, some cities and one partner, so every FAQ block on the site has something to show.
 * Claims stay modest: the directory should not promise what a given partner may not offer.
 */
const GLOBAL_AND_PLACE_ITEMS: FaqDraft[] = [
  {
    category: 'general',
    order: 0,
    appliesTo: 'all',
    question: 'What are solidified remains?',
    answer:
      "Solidified remains are cremated remains that have been refined and formed into smooth, solid stones. Instead of a container of loose ashes, your family receives a set of stones that can be held, kept at home, shared with relatives or placed somewhere meaningful. Each set is made from one person's remains, so no two sets look exactly alike.",
  },
  {
    category: 'general',
    order: 1,
    appliesTo: 'all',
    question: 'How many stones will my family receive?',
    answer:
      "Most families receive between 40 and 60 stones from an adult's cremated remains. The exact number depends on the amount of remains, so a child's or a pet's remains make fewer stones. Every stone is made from your loved one's remains.",
  },
  {
    category: 'general',
    order: 2,
    appliesTo: 'all',
    question: 'What do the stones look and feel like?',
    answer:
      'The stones are smooth and cool to the touch, a little like river stones, and comfortable to hold in one hand. Their colour varies from light to darker grey and is different for every person, because it comes from the remains themselves. Many families find that holding a stone brings a quiet kind of comfort.',
  },
  {
    category: 'services',
    order: 0,
    appliesTo: 'all',
    question: 'What does an authorized partner do?',
    answer:
      'An authorized partner is a funeral home or cremation provider that can arrange solidified remains for your family. They explain the options, take care of the paperwork, send the remains safely and return the finished stones to you. Most partners also offer cremation, memorial services and pre-planning, and each listing shows the services that partner offers.',
  },
  {
    category: 'services',
    order: 1,
    appliesTo: 'all',
    question: 'Can remains that were cremated years ago be made into stones?',
    answer:
      'Yes. Remains that have been kept at home, in an urn or in a niche for years can still be turned into stones. A partner near you can help you send them safely, even if the cremation was arranged somewhere else.',
  },
  {
    category: 'services',
    order: 2,
    appliesTo: 'all',
    question: 'Can stones be made for a pet?',
    answer:
      'Yes. Many families choose stones for a beloved dog, cat or other companion animal. Because the amount of remains is smaller, a pet usually receives fewer stones than a person. Ask a partner that lists pet cremation for details.',
  },
  {
    category: 'pricing',
    order: 0,
    appliesTo: 'all',
    question: 'How much do solidified remains cost?',
    answer:
      'The price depends on the options you choose and on the services of the partner arranging it. Your local partner can give you a written quote before anything is arranged, and there is no obligation to go ahead.',
  },
  {
    category: 'pricing',
    order: 1,
    appliesTo: 'all',
    question: 'Is the stone service included in a cremation package?',
    answer:
      'Some partners include it in their cremation packages, and others offer it as an addition. When you contact a partner, ask what their packages include so you can compare clearly.',
  },
  {
    category: 'process',
    order: 0,
    appliesTo: 'all',
    question: 'How long does the process take?',
    answer:
      'It usually takes several weeks from the day the remains are received until the stones are returned to your family. Your partner will give you an expected date and let you know if anything changes.',
  },
  {
    category: 'process',
    order: 1,
    appliesTo: 'all',
    question: 'How are the remains kept safe along the way?',
    answer:
      "The remains are tracked from the moment they leave your partner until the stones come back. They are handled one person at a time and are never mixed with anyone else's remains. Your partner can tell you where things stand at any point.",
  },
  {
    category: 'process',
    order: 2,
    appliesTo: 'all',
    question: 'Can we keep some of the ashes as they are?',
    answer:
      'Yes. If you would like to keep part of the remains as ashes, for scattering or for an urn, tell your partner before the remains are sent. The stones are then made from the rest.',
  },
  {
    category: 'support',
    order: 0,
    appliesTo: 'all',
    question: 'How do I contact a partner near me?',
    answer:
      'Search by city, state, business name or ZIP code, then open a partner to see their phone number, address and services. You can call them directly or send a question with the Ask for Information button.',
  },
  {
    category: 'support',
    order: 1,
    appliesTo: 'all',
    question: 'What happens after I send an inquiry?',
    answer:
      'Your message goes to our care coordinator, who forwards it to the partner and makes sure someone gets back to you. Families can expect an answer within two business days, and most hear back sooner.',
  },
  {
    category: 'support',
    order: 2,
    appliesTo: 'all',
    question: 'Where can I find grief support?',
    answer:
      "Many partners offer grief support or can point you to local groups and counselors; look for Grief Support among a partner's services. If you are struggling, please reach out to someone you trust or a local support line. You do not have to carry this alone.",
  },
  {
    category: 'general',
    order: 10,
    appliesTo: 'homepage',
    question: 'How do I find an authorized partner?',
    answer:
      'Type a city, state, business name or ZIP code in the search box, or choose your state or province on the map or in the lists below it. Every partner in this directory can arrange solidified remains for your family.',
  },
  {
    category: 'general',
    order: 11,
    appliesTo: 'homepage',
    question: 'Why do families choose stones instead of an urn?',
    answer:
      'Stones can be shared: every child or grandchild can keep one, and nobody has to decide who takes the urn. They are easy to hold and to carry, and some families place a stone at a favourite lake, garden or trail while keeping others at home.',
  },
  {
    category: 'support',
    order: 12,
    appliesTo: 'homepage',
    question: 'Is this directory free to use?',
    answer:
      'Yes. Searching the directory and sending a question to a partner is free, and it does not commit you to anything.',
  },
  {
    category: 'services',
    order: 20,
    appliesTo: 'state',
    targetStates: ['Texas'],
    question: 'Do Texas partners serve rural areas as well as cities?',
    answer:
      'Many Texas partners serve families in the surrounding counties as well as in their home city. If there is no partner in your town, contact the nearest one: most are glad to arrange a transfer from farther away.',
  },
  {
    category: 'process',
    order: 21,
    appliesTo: 'state',
    targetStates: ['California', 'Oregon', 'Washington'],
    question: 'Can we place some stones outdoors and keep the others?',
    answer:
      'Yes, many families keep some stones at home and place others somewhere meaningful. Rules for public land, parks and water differ from place to place, so ask your partner which rules apply where you live before placing stones outdoors.',
  },
  {
    category: 'general',
    order: 22,
    appliesTo: 'state',
    targetStates: ['Ontario', 'Quebec', 'British Columbia', 'Alberta'],
    question: 'Are solidified remains available in Canada?',
    answer:
      'Yes. Partners in several provinces arrange solidified remains for Canadian families and take care of the shipping arrangements. Contact a partner in your province for prices and timing.',
  },
  {
    category: 'support',
    order: 23,
    appliesTo: 'state',
    targetStates: ['Florida', 'Arizona'],
    question: 'Our family lives in several states. Can we still share the stones?',
    answer:
      'Yes. Because the stones are small and sturdy, they are easy to share with relatives who live far apart. Your partner can help you plan how the stones will be divided when they are returned.',
  },
  {
    category: 'process',
    order: 30,
    appliesTo: 'city',
    targetCities: ['Austin', 'Houston', 'Dallas', 'San Antonio'],
    targetStates: ['Texas'],
    question: 'How soon can a partner meet with my family?',
    answer:
      'Partners in larger cities can usually meet within a day or two, at the funeral home or in your home. Call the partner directly if you need to talk sooner: most answer the phone day and night.',
  },
  {
    category: 'support',
    order: 31,
    appliesTo: 'city',
    targetCities: ['Toronto', 'Vancouver', 'Montréal'],
    question: 'Can a partner help us in a language other than English?',
    answer:
      'Many partners in large cities have staff who speak French or other languages, or can arrange an interpreter. Mention the language you prefer when you call or send your question.',
  },
  {
    category: 'services',
    order: 32,
    appliesTo: 'city',
    targetCities: ['New York', 'Chicago', 'Los Angeles'],
    question: 'Can a partner arrange a memorial gathering where the stones are shared?',
    answer:
      'Yes. Some families hold a small gathering where each person receives a stone. Your partner can help you plan it at the funeral home, a place of worship or another place that mattered to your loved one.',
  },
];

/**
 * The items in Canadian French, by their English question. The partner's own items below stay English: a
 * French page then shows them with its note that they exist only in English.
 */
const FRENCH: ReadonlyMap<string, { questionFr: string; answerFr: string }> = new Map([
  [
    'What are solidified remains?',
    {
      questionFr: 'Que sont les cendres solidifiées?',
      answerFr:
        'Les cendres solidifiées sont des cendres de crémation affinées puis façonnées en pierres lisses et solides. Au lieu d’un contenant de cendres, votre famille reçoit un ensemble de pierres que l’on peut tenir dans la main, garder à la maison, partager avec ses proches ou déposer dans un lieu qui compte. Chaque ensemble est fait des cendres d’une seule personne\u00a0: il n’y en a pas deux pareils.',
    },
  ],
  [
    'How many stones will my family receive?',
    {
      questionFr: 'Combien de pierres ma famille recevra-t-elle?',
      answerFr:
        'La plupart des familles reçoivent de 40 à 60 pierres à partir des cendres d’un adulte. Le nombre exact dépend de la quantité de cendres\u00a0: celles d’un enfant ou d’un animal de compagnie donnent moins de pierres. Chaque pierre est faite des cendres de votre proche.',
    },
  ],
  [
    'What do the stones look and feel like?',
    {
      questionFr: 'À quoi ressemblent les pierres?',
      answerFr:
        'Les pierres sont lisses et fraîches au toucher, un peu comme des galets de rivière, et tiennent bien dans une main. Leur couleur va du gris pâle au gris plus foncé et diffère pour chaque personne, puisqu’elle vient des cendres elles-mêmes. Bien des familles trouvent un réconfort paisible à tenir une pierre.',
    },
  ],
  [
    'What does an authorized partner do?',
    {
      questionFr: 'Quel est le rôle d’un partenaire autorisé?',
      answerFr:
        'Un partenaire autorisé est une maison funéraire ou une entreprise de crémation qui peut faire transformer en pierres les cendres de votre proche. Il vous explique les options, s’occupe des formalités, expédie les cendres en toute sécurité et vous remet les pierres terminées. La plupart des partenaires offrent aussi la crémation, des services commémoratifs et des préarrangements; chaque fiche indique les services offerts.',
    },
  ],
  [
    'How much do solidified remains cost?',
    {
      questionFr: 'Combien coûtent les cendres solidifiées?',
      answerFr:
        'Le prix dépend des options choisies et des services du partenaire qui s’en occupe. Votre partenaire peut vous remettre une estimation écrite avant toute démarche, sans aucune obligation de votre part.',
    },
  ],
  [
    'How long does the process take?',
    {
      questionFr: 'Combien de temps faut-il compter?',
      answerFr:
        'Il faut habituellement quelques semaines entre la réception des cendres et le retour des pierres à votre famille. Votre partenaire vous donnera une date prévue et vous avisera de tout changement.',
    },
  ],
  [
    'Are solidified remains available in Canada?',
    {
      questionFr: 'Les cendres solidifiées sont-elles offertes au Canada?',
      answerFr:
        'Oui. Des partenaires de plusieurs provinces offrent les cendres solidifiées aux familles canadiennes et s’occupent de l’expédition. Communiquez avec un partenaire de votre province pour connaître les prix et les délais.',
    },
  ],
  [
    'Can a partner help us in a language other than English?',
    {
      questionFr: 'Un partenaire peut-il nous aider dans une autre langue que l’anglais?',
      answerFr:
        'Dans les grandes villes, bien des partenaires ont du personnel qui parle français ou d’autres langues, ou peuvent faire appel à un interprète. Précisez la langue que vous préférez lorsque vous appelez ou envoyez votre question.',
    },
  ],
  [
    'Can remains that were cremated years ago be made into stones?',
    {
      questionFr: 'Des cendres conservées depuis des années peuvent-elles être transformées en pierres?',
      answerFr:
        'Oui. Des cendres gardées à la maison, dans une urne ou dans une niche depuis des années peuvent tout de même être transformées en pierres. Un partenaire près de chez vous peut vous aider à les expédier en toute sécurité, même si la crémation a été faite ailleurs.',
    },
  ],
  [
    'Can stones be made for a pet?',
    {
      questionFr: 'Peut-on faire des pierres pour un animal de compagnie?',
      answerFr:
        'Oui. Bien des familles choisissent des pierres pour un chien, un chat ou un autre compagnon qui leur était cher. Comme la quantité de cendres est moindre, un animal donne habituellement moins de pierres qu’une personne. Renseignez-vous auprès d’un partenaire qui offre la crémation d’animaux de compagnie.',
    },
  ],
  [
    'Is the stone service included in a cremation package?',
    {
      questionFr: 'Les pierres sont-elles comprises dans un forfait de crémation?',
      answerFr:
        'Certains partenaires les incluent dans leurs forfaits de crémation, d’autres les offrent en option. Lorsque vous communiquez avec un partenaire, demandez ce que comprennent ses forfaits afin de pouvoir comparer en toute clarté.',
    },
  ],
  [
    'How are the remains kept safe along the way?',
    {
      questionFr: 'Comment les cendres sont-elles protégées tout au long du processus?',
      answerFr:
        'Les cendres sont suivies du moment où elles quittent votre partenaire jusqu’au retour des pierres. Elles sont traitées une personne à la fois et ne sont jamais mêlées à d’autres cendres. Votre partenaire peut vous dire où en sont les choses à tout moment.',
    },
  ],
  [
    'Can we keep some of the ashes as they are?',
    {
      questionFr: 'Peut-on garder une partie des cendres telles quelles?',
      answerFr:
        'Oui. Si vous souhaitez conserver une partie des cendres, pour une dispersion ou pour une urne, dites-le à votre partenaire avant l’expédition. Les pierres sont alors faites à partir du reste.',
    },
  ],
  [
    'How do I contact a partner near me?',
    {
      questionFr: 'Comment joindre un partenaire près de chez moi?',
      answerFr:
        'Cherchez par ville, province, nom d’entreprise ou code postal, puis ouvrez la fiche d’un partenaire pour voir son numéro de téléphone, son adresse et ses services. Vous pouvez l’appeler directement ou lui écrire avec le bouton Demander des renseignements.',
    },
  ],
  [
    'What happens after I send an inquiry?',
    {
      questionFr: 'Que se passe-t-il une fois ma demande envoyée?',
      answerFr:
        'Votre message est transmis à notre équipe d’accompagnement des familles, qui le fait suivre au partenaire et s’assure que quelqu’un vous répond. Les familles peuvent compter sur une réponse d’ici deux jours ouvrables, et la plupart l’obtiennent plus tôt.',
    },
  ],
  [
    'Where can I find grief support?',
    {
      questionFr: 'Où trouver du soutien dans le deuil?',
      answerFr:
        'Bien des partenaires offrent un accompagnement dans le deuil ou peuvent vous diriger vers des groupes et des intervenants de votre région; cherchez «\u00a0soutien dans le deuil\u00a0» parmi les services d’un partenaire. Au Québec, vous pouvez aussi composer le 811 (Info-Social) pour parler à un intervenant, jour et nuit. Si c’est trop lourd, tournez-vous vers une personne de confiance\u00a0: personne ne devrait traverser cette épreuve sans soutien.',
    },
  ],
  [
    'How do I find an authorized partner?',
    {
      questionFr: 'Comment trouver un partenaire autorisé?',
      answerFr:
        'Entrez une ville, une province, un nom d’entreprise ou un code postal dans la boîte de recherche, ou choisissez votre province ou votre État sur la carte ou dans les listes en dessous. Tous les partenaires de ce répertoire peuvent faire transformer en pierres les cendres de votre proche.',
    },
  ],
  [
    'Why do families choose stones instead of an urn?',
    {
      questionFr: 'Pourquoi des familles choisissent-elles des pierres plutôt qu’une urne?',
      answerFr:
        'Les pierres se partagent\u00a0: chaque enfant ou petit-enfant peut en garder une, et personne n’a à décider qui conservera l’urne. Elles sont faciles à tenir et à emporter, et certaines familles en déposent une près d’un lac, dans un jardin ou sur un sentier aimé, tout en gardant les autres à la maison.',
    },
  ],
  [
    'Is this directory free to use?',
    {
      questionFr: 'Ce répertoire est-il gratuit?',
      answerFr:
        'Oui. Chercher dans le répertoire et envoyer une question à un partenaire est gratuit et ne vous engage à rien.',
    },
  ],
  [
    'Do Texas partners serve rural areas as well as cities?',
    {
      questionFr: 'Les partenaires du Texas desservent-ils aussi les régions rurales?',
      answerFr:
        'Bien des partenaires du Texas servent aussi les familles des comtés voisins de leur ville. S’il n’y a pas de partenaire dans votre municipalité, communiquez avec le plus proche\u00a0: la plupart acceptent volontiers d’organiser un transfert depuis plus loin.',
    },
  ],
  [
    'Can we place some stones outdoors and keep the others?',
    {
      questionFr: 'Peut-on déposer quelques pierres à l’extérieur et garder les autres?',
      answerFr:
        'Oui, bien des familles gardent quelques pierres à la maison et en déposent d’autres dans un lieu qui compte pour elles. Les règles pour les terres publiques, les parcs et les plans d’eau varient d’un endroit à l’autre\u00a0: demandez à votre partenaire lesquelles s’appliquent chez vous avant de déposer des pierres à l’extérieur.',
    },
  ],
  [
    'Our family lives in several states. Can we still share the stones?',
    {
      questionFr: 'Notre famille vit dans plusieurs États. Pouvons-nous quand même partager les pierres?',
      answerFr:
        'Oui. Petites et résistantes, les pierres se partagent facilement entre des proches qui vivent loin les uns des autres. Votre partenaire peut vous aider à prévoir comment elles seront réparties à leur retour.',
    },
  ],
  [
    'How soon can a partner meet with my family?',
    {
      questionFr: 'Dans quel délai un partenaire peut-il rencontrer ma famille?',
      answerFr:
        'Dans les grandes villes, les partenaires peuvent habituellement vous rencontrer d’ici un jour ou deux, à la maison funéraire ou chez vous. Si vous avez besoin de parler plus tôt, appelez directement le partenaire\u00a0: la plupart répondent au téléphone jour et nuit.',
    },
  ],
  [
    'Can a partner arrange a memorial gathering where the stones are shared?',
    {
      questionFr: 'Un partenaire peut-il organiser une rencontre commémorative où les pierres sont remises?',
      answerFr:
        'Oui. Certaines familles tiennent une petite rencontre où chacun reçoit une pierre. Votre partenaire peut vous aider à la préparer à la maison funéraire, dans un lieu de culte ou dans un autre endroit qui comptait pour votre proche.',
    },
  ],
]);

/**
 * The starter FAQ items. The partner-specific ones target the first priority partners of the demo
 * set (by id, as GET /api/faq?partnerId= matches them), so they show on a real partner page.
 */
export function generateDemoFaqItems(partners: readonly DemoPartner[]): DemoFaqItem[] {
  const items: DemoFaqItem[] = GLOBAL_AND_PLACE_ITEMS.map((item) => ({
    targetStates: [],
    targetCities: [],
    targetPartners: [],
    questionFr: null,
    answerFr: null,
    ...item,
    ...FRENCH.get(item.question),
  }));
  const featured = partners.filter((partner) => partner.isActive && partner.isPriority).slice(0, 2);
  if (featured.length > 0) {
    const targetPartners = featured.map((partner) => partner.id);
    items.push(
      {
        category: 'process',
        order: 40,
        appliesTo: 'partner',
        targetStates: [],
        targetCities: [],
        targetPartners,
        questionFr: null,
        answerFr: null,
        question: 'Can we visit before making arrangements?',
        answer:
          'Of course. You are welcome to visit, meet the staff and ask every question you have before deciding anything. Calling ahead helps us make sure the right person is there to meet you.',
      },
      {
        category: 'services',
        order: 41,
        appliesTo: 'partner',
        targetStates: [],
        targetCities: [],
        targetPartners,
        questionFr: null,
        answerFr: null,
        question: 'Can you show us what the stones look like?',
        answer:
          "Yes. We keep sample stones at our location so you can see and hold one before you decide. Each family's stones are unique, but the samples give a good sense of their size, weight and finish.",
      },
    );
  }
  return items;
}
