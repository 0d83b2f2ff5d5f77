import { PLACEHOLDER_IMAGE } from '@lekker/core/constants';
import { useState } from 'react';
import { LitePicture } from '@/components/lite-picture.tsx';
import { cn } from '@/lib/utils.ts';

type CoverImageProps = {
  src: string | null;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  sizes?: string;
  /** Above-the-fold images load eagerly; everything else waits until it is near the viewport. */
  eager?: boolean;
  /** The page's likely largest image (its first card): fetched before other images (fetchpriority="high"). */
  priority?: boolean;
};

/** Restaurant image with the placeholder as fallback when missing or broken (docs/product.md#menu-page). */
export function CoverImage({
  src,
  alt,
  className,
  width = 640,
  height = 360,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  eager = false,
  priority = false,
}: CoverImageProps) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? PLACEHOLDER_IMAGE : src;
  return (
    <LitePicture name={alt} className={className}>
      <img
        src={url}
        alt={alt}
        width={width}
        height={height}
        sizes={sizes}
        loading={eager || priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onError={() => setFailed(true)}
        className={cn('bg-muted object-cover', className)}
      />
    </LitePicture>
  );
}
