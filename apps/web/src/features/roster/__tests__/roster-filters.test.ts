import { describe, expect, it } from 'vitest';
import {
  emptyRosterReason,
  filtersFromSearch,
  isFiltered,
  searchFromFilters,
  studentListQuery,
  viewOf,
  withFilter,
  withoutFilters,
  withView,
  type RosterFilters,
} from '../roster-filters';

const DEFAULTS: RosterFilters = {
  name: '',
  sclass: null,
  level: null,
  closed: false,
  waiting: false,
  page: 1,
  pageSize: 20,
};

const filters = (overrides: Partial<RosterFilters> = {}): RosterFilters => ({ ...DEFAULTS, ...overrides });

describe('the roster filters in the address', () => {
  it('are the defaults when the address has none', () => {
    expect(filtersFromSearch(new URLSearchParams())).toEqual(DEFAULTS);
  });

  it('survive the trip to the address and back', () => {
    const chosen = filters({ name: 'asha ', sclass: 4, level: 2, closed: true, page: 3, pageSize: 50 });
    expect(filtersFromSearch(searchFromFilters(chosen))).toEqual(chosen);
  });

  it('keep the children waiting for their level, and only in the class', () => {
    const waiting = filters({ waiting: true, level: 3 });
    expect(searchFromFilters(waiting).toString()).toBe('level=3&waiting=1');
    expect(filtersFromSearch(searchFromFilters(waiting))).toEqual(waiting);
    expect(filtersFromSearch(new URLSearchParams('waiting=1&closed=1'))).toEqual(filters({ closed: true }));
  });

  it('leave the defaults out of the address', () => {
    expect(searchFromFilters(DEFAULTS).toString()).toBe('');
  });

  it('ignore what an edited link gets wrong', () => {
    const read = filtersFromSearch(
      new URLSearchParams('class=11&level=two&page=0&size=7&closed=yes&name=Ravi'),
    );
    expect(read).toEqual(filters({ name: 'Ravi' }));
  });
});

describe('studentListQuery', () => {
  it('sends only the filters in use, as the query strings the API reads', () => {
    expect(studentListQuery(DEFAULTS)).toEqual({ page: 1, limit: 20 });
    expect(studentListQuery(filters({ sclass: 4, level: 2, closed: true, page: 2, pageSize: 10 }))).toEqual({
      class: 4,
      level: 2,
      is_deleted: 'true',
      page: 2,
      limit: 10,
    });
  });

  it('asks for the children whose level is not confirmed when showing who is waiting', () => {
    expect(studentListQuery(filters({ waiting: true }))).toEqual({
      level_confirmed: 'false',
      page: 1,
      limit: 20,
    });
  });

  it('sends the name trimmed, without control characters, at most 100 characters long', () => {
    expect(studentListQuery(filters({ name: '  Asha\tRao ' })).name).toBe('AshaRao');
    expect(studentListQuery(filters({ name: 'a'.repeat(120) })).name).toHaveLength(100);
    expect(studentListQuery(filters({ name: '   ' }))).not.toHaveProperty('name');
  });
});

describe('changing the filters', () => {
  it('starts again from the first page, keeping the page size', () => {
    expect(withFilter(filters({ page: 4, pageSize: 50 }), { level: 3 })).toEqual(
      filters({ level: 3, page: 1, pageSize: 50 }),
    );
  });

  it('clearing them keeps the choice between the class and the closed accounts', () => {
    const cleared = withoutFilters(filters({ name: 'ravi', sclass: 4, level: 2, closed: true, page: 2 }));
    expect(cleared).toEqual(filters({ closed: true }));
    expect(isFiltered(cleared)).toBe(false);
  });
});

describe('the roster’s views', () => {
  it('are the class, the children waiting for a level, or the closed accounts, one at a time', () => {
    expect(viewOf(DEFAULTS)).toBe('class');
    expect(withView(filters({ closed: true, page: 3 }), 'waiting')).toEqual(filters({ waiting: true }));
    expect(viewOf(withView(DEFAULTS, 'closed'))).toBe('closed');
    expect(withView(filters({ waiting: true }), 'class')).toEqual(DEFAULTS);
  });
});

describe('emptyRosterReason', () => {
  it('tells a page past the end from filters nobody matches and from an empty class', () => {
    expect(emptyRosterReason(filters({ page: 3, name: 'ravi' }))).toBe('past-the-end');
    expect(emptyRosterReason(filters({ name: 'ravi' }))).toBe('no-match');
    expect(emptyRosterReason(filters({ level: 9, closed: true }))).toBe('no-match');
    expect(emptyRosterReason(filters({ closed: true }))).toBe('no-closed-accounts');
    expect(emptyRosterReason(filters({ waiting: true }))).toBe('nobody-waiting');
    expect(emptyRosterReason(DEFAULTS)).toBe('no-students');
  });

  it('does not count a name of only spaces as a search', () => {
    expect(emptyRosterReason(filters({ name: '  ' }))).toBe('no-students');
  });
});
