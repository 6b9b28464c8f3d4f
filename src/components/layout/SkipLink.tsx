// 'Saltar al contenido': the first focusable element of every page, visible on focus.
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[60] focus:rounded-xl focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-content focus:shadow-lg"
    >
      Saltar al contenido
    </a>
  );
}
