// A post's optional image: fixed 16:9 box so the layout does not shift; lazy on cards, eager on the detail page (its LCP);
// uploaded images are served transformed to the box (1280×720 on the post page, 800×450 on cards).
import { sizedImageUrl } from '@/lib/storage-urls';

export function PostImage({ src, alt, eager = false }: { src: string | null; alt: string; eager?: boolean }) {
  if (!src) return null;
  return (
    <div className="aspect-video w-full overflow-hidden rounded-xl bg-base-200">
      <img src={eager ? sizedImageUrl(src, 1280, 720) : sizedImageUrl(src, 800, 450)} alt={alt} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding="async" width={1280} height={720} className="h-full w-full object-cover" />
    </div>
  );
}
