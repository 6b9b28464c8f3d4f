// Layout pieces of the page shell and the shared page states.
export { AppShell } from './AppShell';
export { Brand, Logo, PRODUCT_NAME } from './Brand';
export { SkipLink } from './SkipLink';
export { RouteError } from './RouteError';
export { SignInPrompt } from './SignInPrompt';
export { HrefLink } from './HrefLink';
export { PageTitle } from './PageTitle';
export { PageLoading, UnderConstruction, NotFoundPage, ErrorFallback, ErrorState, EmptyState } from './states';
export { QueryState, SkeletonList, type QueryLike } from './QueryState';
