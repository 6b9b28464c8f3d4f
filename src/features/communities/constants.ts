// Fixed texts of the communities feature.

/** Host shown on a live event without one (spec: defaults to the product's team). */
export const PRODUCT_TEAM = 'Equipo Nexo';
