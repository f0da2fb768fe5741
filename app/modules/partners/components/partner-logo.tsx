import { mediaUrl } from '~/modules/media/media-paths';
import type { Partner } from '../partner.schema';

/** The box a logo is shown in, in CSS pixels: the stored image (at most 800 px a side) fills it sharply. */
const BOX = { width: 240, height: 96 };

/** The logo's displayed size: its own proportions, inside BOX, never enlarged. */
export function logoDisplaySize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, BOX.width / width, BOX.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The partner's uploaded logo or photo (decision 035), or nothing. Width and height are the displayed size,
 * so the page keeps its box before the image arrives (no layout shift).
 */
export function PartnerLogo({
  partner,
  className,
}: {
  partner: Pick<Partner, 'name' | 'logoKey' | 'logoWidth' | 'logoHeight'>;
  className?: string;
}) {
  if (!partner.logoKey || !partner.logoWidth || !partner.logoHeight) return null;
  const size = logoDisplaySize(partner.logoWidth, partner.logoHeight);
  return (
    <img
      src={mediaUrl(partner.logoKey)}
      alt={`${partner.name} logo`}
      width={size.width}
      height={size.height}
      decoding="async"
      className={className}
    />
  );
}
