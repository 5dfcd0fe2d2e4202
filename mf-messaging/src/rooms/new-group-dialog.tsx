import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { answerOr, Avatar, CHAT_LIMITS, Modal, MSG_CODED, pathTo, showSnack, useViewerId } from '@kala/shared';
import type { ChatParticipant, ChatRoom } from '@kala/shared/contracts/chat';
import { FormButtons } from '@kala/shared/remote-kit';
import { chat } from '../api/chat-api';
import { CHAT_CODED } from '@kala/shared/contracts/chat/errors';
import { useMessagingT } from '../i18n/messaging-i18n';
import styles from './rooms.module.css';

/** The people the viewer already chats with (alone or in a group): whom a group can be made of. */
function contactsOf(rooms: ChatRoom[], viewer: string | null): ChatParticipant[] {
  const people = rooms.flatMap((r) => r.participants.filter((p) => p._id !== viewer));
  return [...new Map(people.map((p) => [p._id, p])).values()];
}

/** 'New group': a name and at least two people; creating it opens it. */
export function NewGroupDialog({ rooms, onClose }: { rooms: ChatRoom[]; onClose: () => void }) {
  const { t } = useMessagingT();
  const viewer = useViewerId();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => chat.group(name, chosen),
    onSuccess: (room) => {
      onClose();
      navigate(pathTo('messages', { to: room }));
    },
    onError: (err) => void showSnack(answerOr(err, MSG_CODED.somethingWrong), { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['chat', viewer] }),
  });
  const contacts = contactsOf(rooms, viewer);
  const toggle = (id: string) => setChosen((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return showSnack(CHAT_CODED.chatGroupNameRequired, { type: 'error' });
    if (chosen.length < CHAT_LIMITS.groupPeopleMin) return showSnack(CHAT_CODED.chatGroupPeople, { type: 'error' });
    create.mutate();
  };

  return (
    <Modal open title={t('group.title')} onClose={onClose}>
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.field}>
          {t('group.name')}
          <input type="text" data-autofocus value={name} maxLength={CHAT_LIMITS.groupNameMax} onChange={(e) => setName(e.target.value)} />
        </label>
        {contacts.length === 0 ? (
          <p className={styles.hint}>{t('group.noContacts')}</p>
        ) : (
          <fieldset className={styles.people}>
            <legend>{t('group.people')}</legend>
            {contacts.map((p) => (
              <label key={p._id} className={styles.person}>
                <input type="checkbox" checked={chosen.includes(p._id)} onChange={() => toggle(p._id)} />
                <Avatar name={p.name} picture={p.picture} size={28} />
                {p.name}
              </label>
            ))}
          </fieldset>
        )}
        <FormButtons className={styles.buttons} cancel={{ label: t('group.cancel'), onClick: onClose }} submit={t('group.create')} busy={create.isPending} />
      </form>
    </Modal>
  );
}
