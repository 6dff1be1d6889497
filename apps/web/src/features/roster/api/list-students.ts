import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { studentQueries } from '@/api/student-queries';
import { studentListQuery, type RosterFilters } from '../roster-filters';

/** GET /student: a page of my students (or of the closed accounts), by full name. */
export function useStudents(filters: RosterFilters) {
  return useQuery({
    ...studentQueries.list(studentListQuery(filters)),
    // The table keeps the page it shows while the next one loads, rather than blinking empty.
    placeholderData: keepPreviousData,
  });
}
