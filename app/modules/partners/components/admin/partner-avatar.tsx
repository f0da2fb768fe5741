import { useState } from 'react';
import { partnerInitials } from '../../partner-admin-display';

/** The partner's logo (or photo), or its two-letter initials when it has none or the image fails to load. */
export function PartnerAvatar({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed) {
    return (
      <img
        src={imageUrl}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
        className="border-line size-14 shrink-0 rounded-lg border bg-white object-contain"
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className="bg-brand-100 text-brand-800 flex size-14 shrink-0 items-center justify-center rounded-lg font-serif text-xl font-semibold"
    >
      {partnerInitials(name)}
    </div>
  );
}
