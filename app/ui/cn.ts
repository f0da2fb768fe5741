import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names; a later Tailwind utility wins over an earlier one of the same kind
 * (`cn('px-5 text-white', 'px-3 text-danger')` → `px-3 text-danger`), so a component's className prop can
 * override its defaults.
 *
 * Why not tailwind-merge: it knows every Tailwind utility and weighs about 9 kB gzip, most of a public
 * page's JavaScript budget (≤ 120 kB, of which React and React Router take 109). This knows the
 * kinds of utility this app overrides. cn.test.ts checks it against tailwind-merge on every class list the
 * app can build (each cn() call and each className given to a component), so a new kind of override that
 * is not handled here fails the unit tests instead of silently keeping both classes.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeTailwindClasses(clsx(inputs));
}

const FONT_SIZES = /^(xs|sm|base|lg|xl|[2-9]xl)$|^\[length:/;
const TEXT_ALIGN = /^(left|center|right|justify|start|end)$/;
const FONT_WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const BORDER_STYLES = /^(solid|dashed|dotted|double|hidden|none)$/;
const DISPLAY = new Set([
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'hidden',
  'contents',
  'table',
]);
const POSITION = new Set(['static', 'fixed', 'absolute', 'relative', 'sticky']);
const FLEX_DIRECTION = new Set(['flex-row', 'flex-col', 'flex-row-reverse', 'flex-col-reverse']);
/** Utilities whose kind is their prefix, whatever the value (`gap-4`, `leading-snug`, `z-50`...). */
const BY_PREFIX = [
  'min-w',
  'min-h',
  'max-w',
  'max-h',
  'size',
  'w',
  'h',
  'gap-x',
  'gap-y',
  'gap',
  'px',
  'py',
  'pt',
  'pr',
  'pb',
  'pl',
  'ps',
  'pe',
  'p',
  'mx',
  'my',
  'mt',
  'mr',
  'mb',
  'ml',
  'ms',
  'me',
  'm',
  'leading',
  'tracking',
  'whitespace',
  'opacity',
  'z',
  'items',
  'justify-self',
  'justify-items',
  'justify',
  'content',
  'self',
  'cursor',
  'underline-offset',
  'duration',
  'ease',
  'fill',
  'stroke',
  'object',
  'aspect',
  'grid-cols',
  'col-span',
  'order',
  'basis',
  'animate',
  'pointer-events',
  'select',
  'inset-x',
  'inset-y',
  'inset',
  'top',
  'right',
  'bottom',
  'left',
  'translate-x',
  'translate-y',
  'scale',
  'rotate',
  'overflow-x',
  'overflow-y',
  'overflow',
  'shadow',
  'list',
];

/** Kinds a later utility also replaces: `p-4` after `px-3` drops it, `px-3` after `p-4` only refines. */
const REPLACES: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  // As tailwind-merge does: a font size comes with its own line height.
  'font-size': ['leading'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: [
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-s',
    'rounded-e',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
};

/** The kind of a utility without its variants (`hover:`, `sm:`) or `!`; undefined: never replaced. */
function kindOf(utility: string): string | undefined {
  const name = utility.replace(/^-/, '');
  if (DISPLAY.has(name)) return 'display';
  if (POSITION.has(name)) return 'position';
  if (FLEX_DIRECTION.has(name)) return 'flex-direction';
  if (name === 'flex-wrap' || name === 'flex-nowrap' || name === 'flex-wrap-reverse') return 'flex-wrap';
  if (/^flex-(1|auto|initial|none)$/.test(name)) return 'flex';
  if (name === 'underline' || name === 'no-underline' || name === 'line-through' || name === 'overline')
    return 'text-decoration-line';
  if (name === 'shrink' || name.startsWith('shrink-')) return 'shrink';
  if (name === 'grow' || name.startsWith('grow-')) return 'grow';

  const text = name.match(/^text-(.+)$/);
  if (text) return FONT_SIZES.test(text[1]!) ? 'font-size' : TEXT_ALIGN.test(text[1]!) ? 'text-align' : 'text-color';
  const font = name.match(/^font-(.+)$/);
  if (font) return FONT_WEIGHTS.test(font[1]!) ? 'font-weight' : 'font-family';
  if (name.startsWith('bg-')) return 'bg-color';
  const border = name.match(/^border(?:-(x|y|t|r|b|l))?(?:-(.+))?$/);
  if (border) {
    const [, side, value] = border;
    if (value === undefined || /^\d+$/.test(value)) return side ? `border-w-${side}` : 'border-w';
    if (BORDER_STYLES.test(value)) return 'border-style';
    return side ? `border-color-${side}` : 'border-color';
  }
  const ring = name.match(/^ring(?:-(.+))?$/);
  if (ring)
    return ring[1] === undefined || /^\d+$/.test(ring[1])
      ? 'ring-w'
      : ring[1].startsWith('offset-')
        ? undefined
        : 'ring-color';
  const rounded = name.match(/^rounded(?:-(t|r|b|l|s|e|tl|tr|br|bl))?(?:-|$)/);
  if (rounded) return rounded[1] ? `rounded-${rounded[1]}` : 'rounded';

  for (const prefix of BY_PREFIX) {
    if (name === prefix || name.startsWith(`${prefix}-`)) return prefix;
  }
  return undefined;
}

/** Keeps the last utility of each kind per variant (`hover:bg-x` and `bg-y` are different slots). */
export function mergeTailwindClasses(classList: string): string {
  const tokens = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const token = tokens[index]!;
    // Variants are everything up to the last ':' outside brackets (`[&_svg]:size-5`, `sm:hover:px-2`).
    let depth = 0;
    let split = -1;
    for (let at = 0; at < token.length; at += 1) {
      const char = token[at];
      if (char === '[') depth += 1;
      else if (char === ']') depth -= 1;
      else if (char === ':' && depth === 0) split = at;
    }
    const variants = token.slice(0, split + 1);
    const important = token[split + 1] === '!' ? '!' : '';
    const kind = kindOf(token.slice(split + 1 + important.length));
    if (kind === undefined) {
      kept.push(token);
      continue;
    }
    const slot = `${variants}${important}${kind}`;
    if (taken.has(slot)) continue;
    taken.add(slot);
    for (const replaced of REPLACES[kind] ?? []) taken.add(`${variants}${important}${replaced}`);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}
