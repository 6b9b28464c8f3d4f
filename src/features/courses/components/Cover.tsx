// A course cover with a fixed aspect ratio (no layout shift), lazy unless it is the page's main image.
export function Cover({ src, eager = false, className = '' }: { src: string | null; eager?: boolean; className?: string }) {
  return (
    <div className={`aspect-[16/9] w-full overflow-hidden bg-gradient-to-br from-primary/30 to-secondary/30 ${className}`}>
      {src ? (
        <img
          src={src}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="h-full w-full object-cover"
        />
      ) : null}
    </div>
  );
}
