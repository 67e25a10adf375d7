// What the federation shares under the name '@tanstack/react-query' (see ../shared-deps.mjs,
// ADR 0008): the query API the apps use, not the whole package (a shared module keeps every
// export; this one only these). '@bs/unshared/...' is the real package under another request (facadeAliases()), so this
// module does not consume itself.
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useIsFetching,
  useIsMutating,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@bs/unshared/@tanstack/react-query';
