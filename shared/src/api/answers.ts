// The answers' envelope (spec §3): every answer carries a status; 'success' is success, anything else
// carries the message as the error.
export type Status = 'success' | string;

export interface Envelope<M = unknown> {
  status: Status;
  message?: M;
  [extra: string]: unknown;
}

/** A page of a list, with the total the list holds. */
export interface Paged<T> {
  status: Status;
  message: T[];
  total: number;
}
