import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { studentListQuery, type RosterFilters } from '../roster-filters';
import { fetchStudentPage } from './fetch-page';
import { rosterKeys } from './query-keys';

/** GET /student: a page of my students (or of the closed accounts), by full name. */
export function useStudents(filters: RosterFilters) {
  const query = studentListQuery(filters);
  return useQuery({
    queryKey: rosterKeys.studentList(query),
    queryFn: () => fetchStudentPage(query),
    // The table keeps the page it shows while the next one loads, rather than blinking empty.
    placeholderData: keepPreviousData,
  });
}
