// A cover or banner image with a fixed aspect ratio (no layout shift), lazy unless it is the page's main image.
export function Cover({ src, ratio = 'aspect-[16/9]', eager = false, className = '' }: { src: string | null; ratio?: string; eager?: boolean; className?: string }) {
  return (
    <div className={`${ratio} w-full overflow-hidden bg-gradient-to-br from-primary/30 to-secondary/30 ${className}`}>
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
