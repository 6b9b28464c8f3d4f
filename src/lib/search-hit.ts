// A row of public.search_all (one accent-insensitive Spanish search over every kind of content), as the app shows it.
export interface SearchHit {
  kind: string;
  id: string;
  title: string;
  subtitle: string | null;
  link: string;
}
