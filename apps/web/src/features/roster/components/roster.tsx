import { Button, message } from 'antd';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock } from '@/components/ui/loading-block';
import { useStudents } from '../api/list-students';
import {
  emptyRosterReason,
  filtersFromSearch,
  searchFromFilters,
  type RosterFilters,
} from '../roster-filters';
import { RosterFilterBar } from './roster-filter-bar';
import { confirmedNotice } from './confirm-level';
import { StudentTable } from './student-table';
import './roster.css';

/** How children join the class by themselves, when they can. */
export interface Joining {
  code: string;
  joinLink: string;
}

interface EmptyRosterProps {
  filters: RosterFilters;
  onChange: (filters: RosterFilters) => void;
  joining: Joining | null;
}

/** An empty page, with what to do about it. */
function EmptyRoster({ filters, onChange, joining }: EmptyRosterProps) {
  switch (emptyRosterReason(filters)) {
    case 'past-the-end':
      return (
        <EmptyState>
          <p>There is nobody on page {filters.page} any more.</p>
          <Button onClick={() => onChange({ ...filters, page: 1 })}>Go to the first page</Button>
        </EmptyState>
      );
    case 'no-match':
      return <EmptyState>Nobody matches this search. Try fewer letters or other filters.</EmptyState>;
    case 'no-closed-accounts':
      return (
        <EmptyState>
          No closed accounts. When you delete a student who has results, their account is closed and shows
          here, with their results.
        </EmptyState>
      );
    case 'no-students':
      return (
        <EmptyState>
          <p>No students yet. Add them here with “Add a student”.</p>
          {joining && (
            <p>
              Or let them join by themselves with your class code{' '}
              <strong className="roster-join-code">{joining.code}</strong> at{' '}
              <span className="roster-join-link">{joining.joinLink}</span>.
            </p>
          )}
        </EmptyState>
      );
  }
}

/** My students, page by page, as the filters in the address ask; `joining` says how to fill an empty class. */
export function Roster({ joining }: { joining: Joining | null }) {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  // Each change replaces the address rather than adding to the history: Back leaves the roster.
  const setFilters = (next: RosterFilters) => setSearch(searchFromFilters(next), { replace: true });
  const students = useStudents(filters);
  const [notices, noticeHolder] = message.useMessage();

  return (
    <>
      {noticeHolder}
      <RosterFilterBar filters={filters} onChange={setFilters} />
      {students.isPending ? (
        <LoadingBlock label="Loading your students" rows={6} />
      ) : students.isError ? (
        <ApiErrorAlert error={students.error} onRetry={() => void students.refetch()} />
      ) : students.data.items.length === 0 ? (
        <EmptyRoster filters={filters} onChange={setFilters} joining={joining} />
      ) : (
        <StudentTable
          page={students.data}
          closed={filters.closed}
          loading={students.isPlaceholderData}
          onPage={(page, pageSize) => setFilters({ ...filters, page, pageSize })}
          onConfirmed={(student) => void notices.success(confirmedNotice(student))}
        />
      )}
    </>
  );
}
