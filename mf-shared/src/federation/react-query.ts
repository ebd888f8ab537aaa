/**
 * What the share scope serves for `@tanstack/react-query`: the hooks and classes the product uses
 * (no infinite queries, suspense or hydration), kept apart from the rest of the library on the
 * first load. See mui-material.ts; shared-exports.spec.ts keeps the list true.
 */
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@beantrail/unshared/react-query';
