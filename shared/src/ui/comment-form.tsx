// The comment box under an artwork (mf-catalogue) and a post (mf-social): a labelled field and a send
// button that sends the trimmed text, once at a time. The page keeps the text (it clears it when the
// comment is in) and the sending state (its mutation's, from useCommentMutation).
import { useId, type FormEvent } from 'react';
import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { Button } from '@kala/shared';
import { COMMENT_MAX } from '../constants';

export interface CommentFormProps {
  text: string;
  onText: (text: string) => void;
  onSend: (comment: string) => void;
  sending: boolean;
  /** The field's label (read to a screen reader), its placeholder and the button's word. */
  words: { label: string; placeholder: string; send: string };
  /** A two-line box (an artwork's) rather than one line (a post's). */
  multiline?: boolean;
  classNames: { form?: string; input?: string };
}

export function CommentForm({ text, onText, onSend, sending, words, multiline = false, classNames }: CommentFormProps) {
  const inputId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const comment = text.trim();
    if (comment && !sending) onSend(comment);
  };
  const field = { id: inputId, className: classNames.input, value: text, maxLength: COMMENT_MAX, placeholder: words.placeholder };
  return (
    <form className={classNames.form} onSubmit={submit}>
      <label htmlFor={inputId} className="kala-visually-hidden">
        {words.label}
      </label>
      {multiline ? <textarea rows={2} {...field} onChange={(e) => onText(e.target.value)} /> : <input {...field} onChange={(e) => onText(e.target.value)} />}
      <Button type="submit" size="small" disabled={!text.trim() || sending}>
        {words.send}
      </Button>
    </form>
  );
}

/**
 * Sending a comment from a comment box. Offline too: the service worker keeps the comment and sends it once
 * the network is back (not paused by the query client's online mode), and answers `queued`. Then the list at
 * `listKey` reloads: the server's copy replaces a pending one (or it goes, after a failure); not while the
 * service worker still keeps it (the page reloads it on useOutboxSent). The page says what shows meanwhile.
 */
export function useCommentMutation<A extends { queued: boolean }, C = unknown>(
  send: (comment: string) => Promise<A>,
  listKey: QueryKey,
  on: Pick<UseMutationOptions<A, Error, string, C>, 'onMutate' | 'onSuccess' | 'onError'>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    networkMode: 'always',
    ...on,
    onSettled: (answer) => (answer?.queued ? undefined : queryClient.invalidateQueries({ queryKey: listKey })),
  });
}
