import { CONTROL_CHARACTERS, GRADES, MAX_SEARCH_LENGTH } from '@abacus/contract';
import type { StudentListQuery } from '@/types/api';

/** What the roster shows: kept in the address, so that Back from a student returns to the same page. */
export interface RosterFilters {
  /** Part of a name or username, as typed. */
  name: string;
  sclass: number | null;
  level: number | null;
  /** Closed accounts (soft-deleted students) instead of the class. */
  closed: boolean;
  /** Only the children waiting for their teacher to confirm or set their level. */
  waiting: boolean;
  page: number;
  pageSize: number;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

/** The API takes a name without control characters (§5.3 #4): every one of them, wherever it is. */
const EVERY_CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTERS.source, 'gu');

const wholeNumber = (text: string | null): number | null =>
  text !== null && /^\d+$/.test(text) ? Number(text) : null;

const grade = (text: string | null): number | null => {
  const value = wholeNumber(text);
  return value !== null && GRADES.includes(value) ? value : null;
};

/** The filters an address asks for; anything unreadable there (an old or edited link) is left out. */
export function filtersFromSearch(search: URLSearchParams): RosterFilters {
  const size = wholeNumber(search.get('size'));
  return {
    name: search.get('name') ?? '',
    sclass: grade(search.get('class')),
    level: grade(search.get('level')),
    closed: search.get('closed') === '1',
    waiting: search.get('closed') !== '1' && search.get('waiting') === '1',
    page: Math.max(1, wholeNumber(search.get('page')) ?? 1),
    pageSize: PAGE_SIZES.find((allowed) => allowed === size) ?? DEFAULT_PAGE_SIZE,
  };
}

/** The address of these filters, without the ones left at their default. */
export function searchFromFilters(filters: RosterFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.name.trim()) search.set('name', filters.name);
  if (filters.sclass !== null) search.set('class', String(filters.sclass));
  if (filters.level !== null) search.set('level', String(filters.level));
  if (filters.closed) search.set('closed', '1');
  if (filters.waiting) search.set('waiting', '1');
  if (filters.page > 1) search.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) search.set('size', String(filters.pageSize));
  return search;
}

/** A changed filter starts again from the first page: the old page number means nothing in the new list. */
export const withFilter = (
  filters: RosterFilters,
  change: Partial<Omit<RosterFilters, 'page' | 'pageSize'>>,
): RosterFilters => ({ ...filters, ...change, page: 1 });

/** The query of GET /student for these filters; a name the API would refuse is cleaned first. */
export function studentListQuery(filters: RosterFilters): StudentListQuery {
  const name = filters.name.replace(EVERY_CONTROL_CHARACTER, '').trim().slice(0, MAX_SEARCH_LENGTH).trim();
  return {
    ...(name && { name }),
    ...(filters.sclass !== null && { class: filters.sclass }),
    ...(filters.level !== null && { level: filters.level }),
    ...(filters.closed && { is_deleted: 'true' as const }),
    ...(filters.waiting && { level_confirmed: 'false' as const }),
    page: filters.page,
    limit: filters.pageSize,
  };
}

/** Whether any filter narrows the list: then an empty list means "nobody matches", not "no students". */
export const isFiltered = (filters: RosterFilters): boolean =>
  studentListQuery(filters).name !== undefined || filters.sclass !== null || filters.level !== null;

/**
 * Why a roster page is empty, which decides what to suggest: a page past the end (the list shrank since
 * it was opened), filters nobody matches, no closed accounts, or no students at all.
 */
export type EmptyRosterReason =
  'past-the-end' | 'no-match' | 'no-closed-accounts' | 'nobody-waiting' | 'no-students';

export function emptyRosterReason(filters: RosterFilters): EmptyRosterReason {
  if (filters.page > 1) return 'past-the-end';
  if (isFiltered(filters)) return 'no-match';
  if (filters.closed) return 'no-closed-accounts';
  return filters.waiting ? 'nobody-waiting' : 'no-students';
}

/** The class's view, the children waiting for their level, or the closed accounts: what the roster shows. */
export type RosterView = 'class' | 'waiting' | 'closed';

export const viewOf = (filters: RosterFilters): RosterView =>
  filters.closed ? 'closed' : filters.waiting ? 'waiting' : 'class';

export const withView = (filters: RosterFilters, view: RosterView): RosterFilters =>
  withFilter(filters, { closed: view === 'closed', waiting: view === 'waiting' });

/** The same view without name, class or level: the whole class (or every closed account). */
export const withoutFilters = (filters: RosterFilters): RosterFilters =>
  withFilter(filters, { name: '', sclass: null, level: null });
