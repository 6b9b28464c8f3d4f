// Fixed texts and keys of the live-hosts feature.

/** Host shown on a live event without one (spec: defaults to the product's team; same text as the communities feature). */
export const PRODUCT_TEAM = 'Equipo Nexo';

/** Spec part 2 §5: the reason the host sign-up cannot be sent yet. */
export const TERMS_REQUIRED = 'Debes aceptar los términos y condiciones para continuar.';

/** Spec part 2 §9: the host application's submitting state lasts at least this long. */
export const SUBMIT_DELAY_MS = 1500;
