// `@kala/shared/exhibitions`: exhibitions' shapes, constants and the enquiry form's rules, once
// for mf-exhibitions and the server. Not in the shared singleton (no page but the exhibitions' needs it) and
// free of React and the browser: the server imports it.
import { NEPAL_TIME_ZONE } from '../constants';
import { EMAIL_PATTERN, isBlank, latinDigits } from '../rules/text';
import type { Static } from '@sinclair/typebox';
import type { ExhibitionItemSchema, ExhibitionSchema } from '../contracts/exhibitions';
import type { ImageSet } from '../contracts/media';
import type { ExhibitionMsgKey } from '../contracts/exhibitions/errors';

/** By date: current (started, not ended), previous (ended), upcoming (not started). */
export const EXHIBITION_STATES = ['current', 'previous', 'upcoming'] as const;
export type ExhibitionState = (typeof EXHIBITION_STATES)[number];

/** Spec §2 and §9: the list's carousel and the viewer's slideshow. */
export const EXHIBITION_UI = {
  carouselMs: 500,
  viewerMs: 1000,
  /** The list's carousel: two rows of three on wide screens, one column of four rows below 769 px. */
  rows: 2,
  columns: 3,
  narrowRows: 4,
  /** The session remembers a visitor's 'Continue' on the explicit-content dialog. */
  explicitConsentKey: 'kala_explicit_ok',
} as const;

/** The list's one call, and the `sizes` of the first banner picture (the server preloads it, ADR 0007). */
export const EXHIBITIONS_URL = '/exhibitions';
export const BANNER_PICTURE_SIZES = '(max-width: 768px) 100vw, 60vw';

/** The picture the list shows largest: the first current show's banner. */
export const bannerPictureOf = (shows: Pick<Exhibition, 'state' | 'banner' | 'listingThumb'>[] | undefined): ImageSet | undefined => {
  const show = shows?.find((s) => s.state === 'current');
  return show?.banner ?? show?.listingThumb ?? undefined;
};

/** The enquiry form's limits (the spec is silent): generous for a person, small for a database. */
export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 30, message: 5000, art: 200, artist: 100, artImage: 500 } as const;

/** A work on a show's wall: `thumb` and `imageMain` are its smallest and largest pictures' URLs. */
export type ExhibitionItem = Static<typeof ExhibitionItemSchema>;
/** A show (the exhibitions contract's schema, `@kala/shared/contracts/exhibitions`). */
export type Exhibition = Static<typeof ExhibitionSchema>;

/** The contact form of spec §7.2: who asks, and the work they ask about. */
export interface Enquiry {
  name: string;
  email: string;
  phone: string;
  message: string;
  art: string;
  artist: string;
  artImage: string;
  /** The exhibition's slug, so the artist hears of it. */
  exhibition?: string;
}

export type EnquiryField = 'name' | 'email' | 'phone' | 'message';
export const ENQUIRY_FIELDS: readonly EnquiryField[] = ['name', 'email', 'phone', 'message'];

export interface EnquiryProblem {
  field: EnquiryField;
  key: ExhibitionMsgKey;
}

const PHONE_PATTERN = /^\+?[\d\s()-]{6,}$/;

/** Every problem of an enquiry by field (spec §5: all four required); the form shows them, the server the first. */
export function enquiryProblems(e: Pick<Enquiry, EnquiryField>): EnquiryProblem[] {
  const problems: EnquiryProblem[] = [];
  const check = (field: EnquiryField, missing: ExhibitionMsgKey, invalid?: [RegExp, ExhibitionMsgKey]) => {
    const value = e[field];
    if (isBlank(value)) problems.push({ field, key: missing });
    else if (String(value).trim().length > ENQUIRY_LIMITS[field]) problems.push({ field, key: 'tooLong' });
    // Digits typed in Devanagari (a Nepali keyboard's phone number) are digits too.
    else if (invalid && !invalid[0].test(latinDigits(String(value).trim()))) problems.push({ field, key: invalid[1] });
  };
  check('name', 'nameRequired');
  check('email', 'emailRequired', [EMAIL_PATTERN, 'emailInvalid']);
  check('phone', 'phoneRequired', [PHONE_PATTERN, 'phoneInvalid']);
  check('message', 'messageRequired');
  return problems;
}

/** Shows run by Nepal's calendar days: a day the console names is that day in Nepal. */
const NEPAL_OFFSET = '+05:45';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/**
 * A show's start or end from what the console sends: a day ('2026-05-31') starts at its first moment in Nepal
 * and ends at its last, so the end day is still in the show (a one-day show starts and ends on one day); a
 * full time (the command line, an API client) is taken as it is. Invalid Date for anything else.
 */
export const showTimeOf = (text: string, edge: 'start' | 'end'): Date =>
  new Date(DAY.test(text) ? `${text}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}${NEPAL_OFFSET}` : text);
// One formatter, made when first asked (a list formats two dates a show, at every render).
let nepalDayFormat: Intl.DateTimeFormat | undefined;
const nepalDays = () => (nepalDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: NEPAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));
/** The Nepal day ('YYYY-MM-DD') of a show's start or end, as the console's date fields hold it. */
export const showDayOf = (iso: string): string => nepalDays().format(new Date(iso));

/**
 * The Nepal day of a show's start or end as a date in the reader's own zone (its noon), for the date
 * formatters: a reader anywhere sees Nepal's days (a start at midnight in Kathmandu is the evening before in
 * London).
 */
export function showDateOf(iso: string): Date {
  const [year, month, day] = showDayOf(iso).split('-').map(Number);
  return new Date(year!, month! - 1, day, 12);
}

/** The history state of a show opened from the list: the viewer's Back and Escape return to it. */
export const FROM_SHOW_LIST = { fromList: true } as const;

/** Whether a show is on, over or to come at `now`. */
export function stateAt(start: Date, end: Date | null, now = new Date()): ExhibitionState {
  if (start > now) return 'upcoming';
  return end && end <= now ? 'previous' : 'current';
}
