// Reserved advertising space (the spec shows placeholders only).
export function AdPlaceholder() {
  return (
    <div
      className="flex aspect-[4/3] w-full items-center justify-center rounded-2xl border border-dashed border-base-300 text-sm text-base-content/70"
      data-testid="ad-placeholder"
    >
      Espacio publicitario
    </div>
  );
}
