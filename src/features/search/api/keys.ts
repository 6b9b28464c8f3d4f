// Query keys of the search feature.
export const searchKeys = {
  all: ['search'] as const,
  results: (query: string, max: number) => ['search', 'results', query, max] as const,
};
