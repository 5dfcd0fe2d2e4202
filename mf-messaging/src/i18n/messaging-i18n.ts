// The remote's own 'messaging' namespace on the page's one i18next instance. Shared's texts (msg.*, common.*)
// come from shared; the chat's own (CHAT_MSG, kept out of the shell's first paint) are added here as msg.*.
import { addBundle, useTranslation } from '@kala/shared';
import { CHAT_MSG } from '@kala/shared/chat-messages';
import { textTranslator } from '@kala/shared/remote-kit';

export const MESSAGING_NS = 'messaging';

const en = {
  inbox: {
    title: 'Messages',
    empty: 'Open a conversation to start a chat',
    newGroup: 'New group',
    unread: 'Unread',
    image: 'Image',
    joined: '{{name}} joined',
    left: '{{name}} left the group',
    you: 'You',
    loadFailed: "We couldn't load your messages.",
    list: 'Conversations',
  },
  group: {
    title: 'New group',
    name: 'Group name',
    people: 'People',
    create: 'Create',
    cancel: 'Cancel',
    noContacts: 'People you have chatted with can be added to a group. Start a chat from a profile first.',
    members_one: '{{count}} member',
    members_other: '{{count}} members',
  },
  chat: {
    loadMore: 'Load More',
    send: 'Send',
    queued: 'Saved on this device: it will be sent when you are back online.',
    label: 'Message',
    placeholder: 'Write a message…',
    attach: 'Attach an image',
    seen: 'Seen',
    block: 'Block',
    unblock: 'Unblock',
    leave: 'Leave',
    leaveTitle: 'Leave Group',
    leaveText: 'Are you sure you want to leave this group?',
    blockTitle: 'Block Messages',
    blockText: 'Neither of you will be able to send messages here until you unblock.',
    youBlocked: 'You blocked this conversation.',
    theyBlocked: 'You cannot send message to this user',
    youLeft: 'You left this group.',
    back: 'Back to messages',
    log: 'Messages with {{name}}',
    image: 'Image from {{name}}',
    actions: 'Conversation actions',
  },
  msg: CHAT_MSG,
};

export type Strings = typeof en;
type Resource<T = Strings> = { [K in keyof T]: T[K] extends string ? string : Resource<T[K]> };

const ne: Resource = {
  inbox: {
    title: 'सन्देशहरू',
    empty: 'च्याट सुरु गर्न कुराकानी खोल्नुहोस्',
    newGroup: 'नयाँ समूह',
    unread: 'नपढिएको',
    image: 'तस्बिर',
    joined: '{{name}} सामेल हुनुभयो',
    left: '{{name}} ले समूह छोड्नुभयो',
    you: 'तपाईं',
    loadFailed: 'तपाईंका सन्देशहरू लोड गर्न सकिएन।',
    list: 'कुराकानीहरू',
  },
  group: {
    title: 'नयाँ समूह',
    name: 'समूहको नाम',
    people: 'मानिसहरू',
    create: 'बनाउनुहोस्',
    cancel: 'रद्द गर्नुहोस्',
    noContacts: 'तपाईंले कुरा गरेका मानिसहरूलाई समूहमा थप्न सकिन्छ। पहिले प्रोफाइलबाट च्याट सुरु गर्नुहोस्।',
    members_one: '{{count}} सदस्य',
    members_other: '{{count}} सदस्य',
  },
  chat: {
    loadMore: 'थप लोड गर्नुहोस्',
    send: 'पठाउनुहोस्',
    queued: 'यस उपकरणमा सुरक्षित गरियो: इन्टरनेट फर्किएपछि पठाइनेछ।',
    label: 'सन्देश',
    placeholder: 'सन्देश लेख्नुहोस्…',
    attach: 'तस्बिर संलग्न गर्नुहोस्',
    seen: 'देखियो',
    block: 'ब्लक',
    unblock: 'अनब्लक',
    leave: 'छोड्नुहोस्',
    leaveTitle: 'समूह छोड्नुहोस्',
    leaveText: 'के तपाईं यो समूह छोड्न निश्चित हुनुहुन्छ?',
    blockTitle: 'सन्देशहरू ब्लक गर्नुहोस्',
    blockText: 'अनब्लक नगरेसम्म तपाईंहरू कसैले पनि यहाँ सन्देश पठाउन सक्नुहुने छैन।',
    youBlocked: 'तपाईंले यो कुराकानी ब्लक गर्नुभएको छ।',
    theyBlocked: 'तपाईं यो प्रयोगकर्तालाई सन्देश पठाउन सक्नुहुन्न',
    youLeft: 'तपाईंले यो समूह छोड्नुभयो।',
    back: 'सन्देशहरूमा फर्कनुहोस्',
    log: '{{name}} सँगका सन्देशहरू',
    image: '{{name}} को तस्बिर',
    actions: 'कुराकानीका कार्यहरू',
  },
  msg: {
    chatLeft: 'समूह सफलतापूर्वक छोडियो',
    chatLeaveFailed: 'समूह छोड्दा केही गलत भयो',
    chatBlocked: 'सन्देशहरू सफलतापूर्वक ब्लक गरियो',
    chatBlockFailed: 'सन्देशहरू ब्लक गर्दा केही गलत भयो',
    chatUnblocked: 'सन्देशहरू सफलतापूर्वक अनब्लक गरियो',
    chatUnblockFailed: 'सन्देशहरू अनब्लक गर्दा केही गलत भयो',
    chatUnblockToSend: 'सन्देश पठाउन कृपया अनब्लक गर्नुहोस्',
    chatCannotSend: 'तपाईं यो प्रयोगकर्तालाई सन्देश पठाउन सक्नुहुन्न',
    chatImageTooLarge: 'संलग्न तस्बिर ३MB भन्दा सानो हुनुपर्छ',
    fileTooLarge: 'फाइल धेरै ठूलो छ',
    chatMessageEmpty: 'कृपया सन्देश लेख्नुहोस्',
    chatMessageTooLong: 'सन्देश बढीमा २००० अक्षरको हुनुपर्छ',
    chatGroupNameRequired: 'कृपया समूहको नाम राख्नुहोस्',
    chatGroupPeople: 'कम्तीमा दुई जना छान्नुहोस्',
    chatNotMember: 'तपाईं यो कुराकानीमा हुनुहुन्न',
  },
};

const zh: Resource = {
  inbox: {
    title: '消息',
    empty: '打开一个对话开始聊天',
    newGroup: '新建群组',
    unread: '未读',
    image: '图片',
    joined: '{{name}} 已加入',
    left: '{{name}} 已退出群组',
    you: '我',
    loadFailed: '无法加载您的消息。',
    list: '对话',
  },
  group: {
    title: '新建群组',
    name: '群组名称',
    people: '成员',
    create: '创建',
    cancel: '取消',
    noContacts: '与您聊过天的人可以加入群组。请先从个人主页开始聊天。',
    members_one: '{{count}} 位成员',
    members_other: '{{count}} 位成员',
  },
  chat: {
    loadMore: '加载更多',
    send: '发送',
    queued: '已保存在本设备上：恢复联网后将自动发送。',
    label: '消息',
    placeholder: '输入消息…',
    attach: '附加图片',
    seen: '已读',
    block: '屏蔽',
    unblock: '取消屏蔽',
    leave: '退出',
    leaveTitle: '退出群组',
    leaveText: '确定要退出此群组吗？',
    blockTitle: '屏蔽消息',
    blockText: '在取消屏蔽之前，双方都无法在此发送消息。',
    youBlocked: '您已屏蔽此对话。',
    theyBlocked: '您无法向该用户发送消息',
    youLeft: '您已退出此群组。',
    back: '返回消息',
    log: '与 {{name}} 的消息',
    image: '{{name}} 发送的图片',
    actions: '对话操作',
  },
  msg: {
    chatLeft: '已成功退出群组',
    chatLeaveFailed: '退出群组时出错',
    chatBlocked: '已成功屏蔽消息',
    chatBlockFailed: '屏蔽消息时出错',
    chatUnblocked: '已成功取消屏蔽消息',
    chatUnblockFailed: '取消屏蔽消息时出错',
    chatUnblockToSend: '请先取消屏蔽再发送消息',
    chatCannotSend: '您无法向该用户发送消息',
    chatImageTooLarge: '附加图片必须小于 3MB',
    fileTooLarge: '文件太大',
    chatMessageEmpty: '请输入消息',
    chatMessageTooLong: '消息最多 2000 个字符',
    chatGroupNameRequired: '请为群组命名',
    chatGroupPeople: '请至少选择两个人',
    chatNotMember: '您不在此对话中',
  },
};

addBundle(MESSAGING_NS, { en, ne, zh });

/** t() for this remote: 'messaging' first, then shared's namespace (msg.*, common.*). */
export function useMessagingT() {
  return useTranslation([MESSAGING_NS, 'translation'], { nsMode: 'fallback' });
}

const chatText = textTranslator(CHAT_MSG, 'msg');

/** A chat text (ours or a server answer) in the page's language; other texts as they are. */
export function useChatText() {
  const { t } = useMessagingT();
  return (text: string): string => chatText(t, text);
}
