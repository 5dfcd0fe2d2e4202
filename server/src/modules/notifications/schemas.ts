// Notification shapes (AppNotification of @kala/shared/contracts/notifications) and the §7.5 notification calls.
import { Type } from '@sinclair/typebox';
import { MessageEnvelope, answers } from '../../lib/schemas';
import { NotificationSchema } from '@kala/shared/contracts/notifications';

export { NotificationSchema };


const security = [{ jwt: [] }];
const tags = ['notifications'];
const Ok = Type.Object({ status: Type.Literal('success') });

export const notificationSchemas = {
  all: {
    tags,
    security,
    description: 'The newest 100, newest first; `unread` counts those with read = no.',
    response: answers(Type.Object({ status: Type.Literal('success'), message: Type.Array(Type.Ref('Notification')), unread: Type.Integer() }), 401),
  },
  seen: { tags, security, description: 'Opening the list: unread become seen.', response: answers(Ok, 401) },
  viewed: {
    tags,
    security,
    body: Type.Object({ notificationID: Type.String({ minLength: 1, maxLength: 100 }) }),
    response: answers(Ok, 400, 401, 404),
  },
  allViewed: { tags, security, description: 'Mark all as read.', response: answers(Ok, 401) },
  clear: { tags, security, response: answers(MessageEnvelope, 401) },
};
