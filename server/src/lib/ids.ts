// Ids are PostgreSQL uuids; anything else in a path or body can never name a row.
/** A uuid's text, in either case: for patterns that carry no flags (a schema's `pattern`). */
export const UUID_TEXT = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const UUID = new RegExp(`^${UUID_TEXT}$`);

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
