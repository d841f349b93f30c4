import { useState } from 'react';

export const PLACEHOLDER_PHOTO = '/credits/placeholder.svg';

/** The member's photo, or the placeholder silhouette when none is given or it fails to load. */
export function MemberPhoto({ src, nama }: { src: string; nama: string }) {
  const [failed, setFailed] = useState(false);
  const usePlaceholder = failed || src.trim() === '';
  return (
    <img
      src={usePlaceholder ? PLACEHOLDER_PHOTO : src}
      alt={usePlaceholder ? `Foto ${nama} belum tersedia` : `Foto ${nama}`}
      onError={() => setFailed(true)}
      width={400}
      height={400}
      loading="lazy"
      className="aspect-square w-56 rounded-3xl object-cover shadow-2xl ring-4 ring-white/10 sm:w-72 lg:w-80"
    />
  );
}
