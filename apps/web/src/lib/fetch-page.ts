import { unwrap } from './api-client';

/** The paging the API sends beside a list's `data`. */
export interface PageMeta {
  page: number;
  limit: number;
  /** Items matching the query, on all pages. */
  total: number;
}

/** One page of a list, with its paging. */
export interface Page<T> {
  items: T[];
  meta: PageMeta;
}

interface ListAnswer<T> {
  data?: { data: T[]; meta: PageMeta };
  error?: unknown;
  response: Response;
}

/** A list call's page and its `meta` (`unwrap` keeps only `data`), or its error thrown as an ApiError. */
export function fetchPage<T>(call: Promise<ListAnswer<T>>): Promise<Page<T>> {
  return unwrap(
    call.then(({ data, error, response }) => ({
      data: data && { data: { items: data.data, meta: data.meta } },
      error,
      response,
    })),
  );
}

/** The number of the page after `page`, or undefined when `page` is the last. */
export function nextPageNumber({ meta }: Page<unknown>): number | undefined {
  return meta.page * meta.limit < meta.total ? meta.page + 1 : undefined;
}
