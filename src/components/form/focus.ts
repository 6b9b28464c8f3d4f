// Form validation for keyboard and screen-reader users: the first invalid field is marked (aria-invalid) and focused,
// next to the toast that explains it; the mark goes as soon as the field is edited.

/** Clears earlier marks in `form`, then marks and focuses the field named `field` (nothing when undefined). */
export function showInvalidField(form: HTMLFormElement | null, field: string | undefined): void {
  if (!form) return;
  for (const el of form.querySelectorAll('[aria-invalid="true"]')) el.removeAttribute('aria-invalid');
  if (!field) return;
  const found = form.elements.namedItem(field);
  const el = found instanceof RadioNodeList ? (found[0] as HTMLElement | undefined) : found;
  if (!(el instanceof HTMLElement)) return;
  el.setAttribute('aria-invalid', 'true');
  el.addEventListener('input', () => el.removeAttribute('aria-invalid'), { once: true });
  el.focus();
}
