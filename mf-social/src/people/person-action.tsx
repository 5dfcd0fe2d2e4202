import { useQueryClient } from '@tanstack/react-query';
import { Button, confirmDialog, showSnack, type ConfirmOptions, type PersonCard } from '@kala/shared';
import { useSocialT } from '../i18n/social-i18n';
import { peopleKeys, removeFollower, unblockUser } from './people-api';

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

/** A list row's actions: what each calls, its button, the question it asks (with the person's name) and what it says after. */
const ROW_ACTIONS = {
  removeFollower: { run: removeFollower, label: 'follows.remove', title: 'follows.removeTitle', text: 'follows.removeText', yes: 'follows.remove', done: 'msg.followerDeleted', failed: 'msg.errorTryAgain' },
  unblock: { run: unblockUser, label: 'privacy.unblock', title: 'privacy.unblockTitle', text: 'privacy.unblockText', yes: 'privacy.confirm', done: 'msg.unblocked', failed: 'msg.unblockFailed' },
} as const;

/** A row's action button (Remove a follower, Unblock): asks first, then runs as usePersonAction says. */
export function PersonRowAction({ action, person }: { action: keyof typeof ROW_ACTIONS; person: PersonCard }) {
  const { t } = useSocialT();
  const act = usePersonAction();
  const a = ROW_ACTIONS[action];
  const confirm = { title: t(a.title), message: t(a.text, { name: person.name }), yesLabel: t(a.yes), noLabel: t('privacy.cancel') };
  return (
    <Button size="small" variant="secondary" onClick={() => void act({ confirm, run: () => a.run(person._id), done: t(a.done), failed: t(a.failed) })}>
      {t(a.label)}
    </Button>
  );
}
