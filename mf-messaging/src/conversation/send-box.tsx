import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, SendHorizontal } from 'lucide-react';
import { answerOr, ApiError, ATTACHMENT_LIMITS_MB, Button, CHAT_LIMITS, MSG_CODED, showSnack, useViewerId } from '@kala/shared';
import { useOutboxSent } from '@kala/shared/remote-kit';
import { chat } from '../api/chat-api';
import { CHAT_CODED } from '@kala/shared/contracts/chat/errors';
import { useMessagingT } from '../i18n/messaging-i18n';
import styles from './conversation.module.css';

/** The send box: a text (Enter sends, Shift+Enter breaks the line) or one image of at most 3 MB. */
export function SendBox({ roomId }: { roomId: string }) {
  const { t } = useMessagingT();
  const viewer = useViewerId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  useOutboxSent(() => void queryClient.invalidateQueries({ queryKey: ['chat', viewer] }));

  const sending = useMutation({
    // Offline too: the service worker queues a text and sends it once the network is back (not paused here).
    networkMode: 'always',
    mutationFn: async (message: { text: string } | { file: File }) => ('text' in message ? chat.send(roomId, message.text) : (await chat.picture(roomId, message.file), { queued: false })),
    onSuccess: ({ queued }) => {
      // Offline, the message waits in the service worker's queue and goes once the network returns.
      if (queued) showSnack(t('chat.queued'));
    },
    onError: (err, message) => {
      // The box was emptied when the text went: it comes back (before anything typed since), to try again.
      if ('text' in message) setText((typed) => (typed.trim() ? `${message.text}\n${typed}` : message.text));
      // The server's 'File too large' is said with the limit (spec §5).
      const tooLarge = err instanceof ApiError && err.code === CHAT_CODED.fileTooLarge.code;
      showSnack(tooLarge ? t('msg.postImageTooLarge', { n: ATTACHMENT_LIMITS_MB.message }) : answerOr(err, MSG_CODED.somethingWrong), { type: 'error' });
    },
    // Refused or not, the room may have changed (blocked meanwhile): show it as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['chat', viewer] }),
  });
  const busy = sending.isPending;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const body = text.trim();
    if (!body || busy) return;
    if (body.length > CHAT_LIMITS.textMax) return showSnack(CHAT_CODED.chatMessageTooLong, { type: 'error' });
    sending.mutate({ text: body });
    // Emptied now, as it goes: what is typed while it sends is the next message, never cleared with this one.
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
  };
  const attach = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (file.size > CHAT_LIMITS.imageBytes) return showSnack(CHAT_CODED.chatImageTooLarge, { type: 'error' });
    sending.mutate({ file });
  };

  return (
    <form className={styles.sendBox} onSubmit={submit}>
      <label className={styles.attach} title={t('chat.attach')}>
        <ImagePlus aria-hidden size={20} />
        <span className="kala-visually-hidden">{t('chat.attach')}</span>
        <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp" className="kala-visually-hidden" disabled={busy} onChange={(e) => attach(e.target.files?.[0])} />
      </label>
      <label className="kala-visually-hidden" htmlFor="chat-text">
        {t('chat.label')}
      </label>
      <textarea id="chat-text" className={styles.text} rows={1} value={text} placeholder={t('chat.placeholder')} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} />
      <Button type="submit" disabled={busy || !text.trim()} aria-label={t('chat.send')} className={styles.send}>
        <SendHorizontal aria-hidden size={18} />
      </Button>
    </form>
  );
}
