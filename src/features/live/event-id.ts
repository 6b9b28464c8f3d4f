// The /live-event/{id} route parameter as an event id (apart from the formatters: the route's loader needs only this,
// and it ships in every page's first download).

/** A route id parameter as an event id; NaN when it is not a positive integer (reads as not found, queries nothing). */
export function parseLiveEventId(value: string): number {
  return /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : NaN;
}
