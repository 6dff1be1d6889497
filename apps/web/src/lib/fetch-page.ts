import { unwrap } from './api-client';

/** The paging the API sends beside a list's `data`. */
export interface PageMeta {
  page: number;
  limit: number;
  /** Items matching the query, on all pages. */
  total: number;
}

/** One page of a list, with its paging (and whatever else the list says of all its pages). */
export interface Page<T, Meta extends PageMeta = PageMeta> {
  items: T[];
  meta: Meta;
}

interface ListAnswer<T, Meta extends PageMeta> {
  data?: { data: T[]; meta: Meta };
  error?: unknown;
  response: Response;
}

/** A list call's page and its `meta` (`unwrap` keeps only `data`), or its error thrown as an ApiError. */
export function fetchPage<T, Meta extends PageMeta = PageMeta>(
  call: Promise<ListAnswer<T, Meta>>,
): Promise<Page<T, Meta>> {
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

interface AnswerWithMeta<T, Meta> {
  data?: { data: T; meta: Meta };
  error?: unknown;
  response: Response;
}

/** A read's `data` with the `meta` the API sends beside it (where its list's page sits), or its ApiError. */
export function fetchWithMeta<T extends object, Meta>(
  call: Promise<AnswerWithMeta<T, Meta>>,
): Promise<T & { meta: Meta }> {
  return unwrap(
    call.then(({ data, error, response }) => ({
      data: data && { data: { ...data.data, meta: data.meta } },
      error,
      response,
    })),
  );
}
