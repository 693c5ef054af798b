/**
 * Images of the share pages: always with width and height (no layout shift), lazy below the fold,
 * eager with high priority for the one picture that leads the page.
 */
export function ShareImage({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      className={`sh-image${className ? ` ${className}` : ''}`}
      src={src}
      alt={alt}
      width={width || undefined}
      height={height || undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}

/** A round avatar next to the name it belongs to: decorative, so its alt is empty. */
export function Avatar({ src, size = 40, eager = false }: { src: string; size?: number; eager?: boolean }) {
  return (
    <img
      className="sh-avatar"
      src={src}
      alt=""
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
