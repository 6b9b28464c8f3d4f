// Optimistic updates whose value lives in a component's state (a card's vote counts), for mutationOptions factories.

/** A component's state as a mutation sees it: read the current value, set a new one. */
export interface LocalValue<T> {
  get(): T;
  set(value: T): void;
}

/** onMutate / onError for a mutation whose variables are the optimistic value: set it at once, restore it on failure. */
export function optimisticLocal<T>(local: LocalValue<T>) {
  return {
    onMutate: (next: T): { before: T } => {
      const before = local.get();
      local.set(next);
      return { before };
    },
    onError: (_error: unknown, _next: T, context: { before: T } | undefined): void => {
      if (context) local.set(context.before);
    },
  };
}
