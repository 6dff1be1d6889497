import { Button, message } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock } from '@/components/ui/loading-block';
import { formatNumber } from '@/lib/format';
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
  const { t } = useTranslation('roster');
  switch (emptyRosterReason(filters)) {
    case 'past-the-end':
      return (
        <EmptyState>
          <p>{t('list.nobodyOnPage', { page: formatNumber(filters.page) })}</p>
          <Button onClick={() => onChange({ ...filters, page: 1 })}>{t('list.firstPage')}</Button>
        </EmptyState>
      );
    case 'no-match':
      return <EmptyState>{t('list.noMatch')}</EmptyState>;
    case 'no-closed-accounts':
      return <EmptyState>{t('list.noClosedAccounts')}</EmptyState>;
    case 'nobody-waiting':
      return <EmptyState>{t('list.nobodyWaiting')}</EmptyState>;
    case 'no-students':
      return (
        <EmptyState>
          <p>{t('list.noStudents', { button: t('addStudent.button') })}</p>
          {joining && (
            <p>
              <Trans
                t={t}
                i18nKey="list.joinByThemselves"
                values={{ code: joining.code, link: joining.joinLink }}
                components={{
                  code: <strong className="roster-join-code" />,
                  // Not `link`: Trans reads <link> as HTML's, which holds nothing.
                  address: <span className="roster-join-link" />,
                }}
              />
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
  const { t } = useTranslation('roster');

  return (
    <>
      {noticeHolder}
      <RosterFilterBar filters={filters} onChange={setFilters} />
      {students.isPending ? (
        <LoadingBlock label={t('list.loading')} rows={6} />
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
