// A post's optional image: lazy, fixed 16:9 box so the layout does not shift.
export function PostImage({ src, alt }: { src: string | null; alt: string }) {
  if (!src) return null;
  return (
    <div className="aspect-video w-full overflow-hidden rounded-xl bg-base-200">
      <img src={src} alt={alt} loading="lazy" decoding="async" width={1280} height={720} className="h-full w-full object-cover" />
    </div>
  );
}
