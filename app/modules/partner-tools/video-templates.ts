/**
 * The video templates that ship with the app (spec §3 "Video template", design §3 "Partner tools"): short,
 * calm clips made for this product from ffmpeg's own test sources, so their origin is reproducible
 * (`npx tsx scripts/build-video-templates.ts` writes them into public/video-templates/). Client-safe: the
 * template picker and the server read the same list.
 */
export interface VideoTemplate {
  id: string;
  title: string;
  description: string;
  category: string;
  /** Seconds of the template clip itself; the rendered video adds the end card. */
  duration: number;
  thumbnailUrl: string;
  videoUrl: string;
}

/** Where the files are served from (public/ is copied into build/client and served at the site root). */
export const VIDEO_TEMPLATE_PUBLIC_DIR = '/video-templates';

const template = (id: string, fields: Omit<VideoTemplate, 'id' | 'thumbnailUrl' | 'videoUrl'>): VideoTemplate => ({
  id,
  ...fields,
  thumbnailUrl: `${VIDEO_TEMPLATE_PUBLIC_DIR}/${id}.jpg`,
  videoUrl: `${VIDEO_TEMPLATE_PUBLIC_DIR}/${id}.mp4`,
});

export const VIDEO_TEMPLATES: readonly VideoTemplate[] = [
  template('quiet-stone', {
    title: 'Quiet Stone',
    description: 'Warm sandstone tones that drift slowly, with a soft low tone. Suits a partnership announcement.',
    category: 'Announcement',
    duration: 5,
  }),
  template('morning-light', {
    title: 'Morning Light',
    description: 'A pale cream sky brightening gently, with a quiet chord. Suits a message of hope.',
    category: 'Remembrance',
    duration: 5,
  }),
  template('evening-calm', {
    title: 'Evening Calm',
    description: 'Dusk blue fading into slate, in silence. Suits a service or event invitation.',
    category: 'Service',
    duration: 5,
  }),
  template('polished-granite', {
    title: 'Polished Granite',
    description: 'Deep charcoal with a slow sheen, like polished memorial stone, with a low hum.',
    category: 'Memorial',
    duration: 4,
  }),
];

/**
 * The templates' words on a French page (the picker; the API's list stays English). Keyed by id, so a
 * template added without French shows its English words rather than nothing.
 */
const FRENCH_TEXTS: Record<string, Pick<VideoTemplate, 'title' | 'description' | 'category'>> = {
  'quiet-stone': {
    title: 'Pierre paisible',
    description:
      'Des tons de grès chaleureux qui dérivent lentement, sur une note grave et douce. Convient à l’annonce d’un partenariat.',
    category: 'Annonce',
  },
  'morning-light': {
    title: 'Lumière du matin',
    description: 'Un ciel crème pâle qui s’éclaircit doucement, sur un accord discret. Convient à un message d’espoir.',
    category: 'Souvenir',
  },
  'evening-calm': {
    title: 'Calme du soir',
    description:
      'Un bleu crépuscule qui se fond dans l’ardoise, en silence. Convient à l’invitation à un service ou à un événement.',
    category: 'Service',
  },
  'polished-granite': {
    title: 'Granit poli',
    description:
      'Un anthracite profond au lent reflet, comme une pierre commémorative polie, sur un léger bourdonnement.',
    category: 'Commémoration',
  },
};

/** A template's title, description and category in `locale`. */
export function templateTexts(
  template: VideoTemplate,
  locale: 'en' | 'fr',
): Pick<VideoTemplate, 'title' | 'description' | 'category'> {
  const { title, description, category } = template;
  return (locale === 'fr' ? FRENCH_TEXTS[template.id] : undefined) ?? { title, description, category };
}

export function findVideoTemplate(id: string): VideoTemplate | undefined {
  return VIDEO_TEMPLATES.find((item) => item.id === id);
}
