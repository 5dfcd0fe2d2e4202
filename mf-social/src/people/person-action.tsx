import { useQueryClient } from '@tanstack/react-query';
import { Button, confirmDialog, showSnack, type ConfirmOptions } from '@kala/shared';
import { peopleKeys } from './people-api';

export interface PersonAction {
  /** Asked first; nothing happens on No. */
  confirm?: ConfirmOptions;
  run: () => Promise<unknown>;
  done: string;
  failed: string;
}

/** Block, unblock, remove a follower: ask, call, say how it went, and refresh every people query. */
export function usePersonAction() {
  const queryClient = useQueryClient();
  return async ({ confirm, run, done, failed }: PersonAction) => {
    if (confirm && !(await confirmDialog(confirm))) return;
    try {
      await run();
      showSnack(done, { type: 'success' });
    } catch {
      showSnack(failed, { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: peopleKeys.all });
  };
}

/** A row's action button (Remove, Unblock): the action runs as usePersonAction says. */
export function PersonActionButton({ label, ...action }: PersonAction & { label: string }) {
  const act = usePersonAction();
  return (
    <Button size="small" variant="secondary" onClick={() => void act(action)}>
      {label}
    </Button>
  );
}
