// Search feature: results page grouped by kind from public.search_all.
export { SearchResults } from './components/SearchResults';
export { searchQuery, type SearchHit } from './api/search-query';
