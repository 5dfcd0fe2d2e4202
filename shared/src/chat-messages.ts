// mf-messaging's texts (the spec's where it has them), apart from MSG so the shell's first paint never
// carries them: the server imports them from here, and mf-messaging adds them, with their ne and zh, to its
// own bundle (msg.*), where chatText() finds a server answer's translation.

import { codedTexts } from './errors/coded';

export const CHAT_MSG = {
  chatLeft: 'Group Leave successfully',
  chatLeaveFailed: 'Something went wrong while leaving group',
  chatBlocked: 'Messages blocked successfully',
  chatBlockFailed: 'Something went wrong while blocking messages',
  chatUnblocked: 'Messages unblocked successfully',
  chatUnblockFailed: 'Something went wrong while unblocking messages',
  chatUnblockToSend: 'Please unblock to send the message',
  chatCannotSend: 'You cannot send message to this user',
  chatImageTooLarge: 'Attached Image must be less than 3MB',
  /** The server's answer to a message picture over the limit; the client shows postImageTooLarge. */
  fileTooLarge: 'File too large',
  chatMessageEmpty: 'Please write a message',
  chatMessageTooLong: 'A message must be at most 2000 characters',
  chatGroupNameRequired: 'Please name the group',
  chatGroupPeople: 'Choose at least two people',
  chatNotMember: 'You are not in this conversation',
} as const;

/** CHAT_MSG with a code for each text ('chat.<key>'): what the server answers. */
export const CHAT_CODED = /* @__PURE__ */ codedTexts('chat', CHAT_MSG);

export type ChatMsgKey = keyof typeof CHAT_MSG;
