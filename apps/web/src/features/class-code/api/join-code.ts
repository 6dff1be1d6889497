import { useMutation } from '@tanstack/react-query';
import { accountQueries } from '@/api/account-queries';
import { useWriteCache } from '@/api/use-write-cache';
import { api, unwrap } from '@/lib/api-client';

/** The class code after a change, written into the cached profile so every screen shows the new one. */
function useKeepJoinCode() {
  const write = useWriteCache();
  return ({ join_code }: { join_code: string | null }) =>
    write(accountQueries.teacher().queryKey, (profile) => (profile ? { ...profile, join_code } : profile));
}

/** POST /admin/join-code: a new class code; the old one stops working. Also turns joining back on. */
export function useNewJoinCode() {
  const keep = useKeepJoinCode();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/admin/join-code')),
    onSuccess: keep,
  });
}

/** DELETE /admin/join-code: no code lets anyone join the class by themselves. */
export function useTurnOffJoining() {
  const keep = useKeepJoinCode();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/admin/join-code')),
    onSuccess: () => keep({ join_code: null }),
  });
}
