// Buying enquiries from the viewer's contact form: checked with the form's own rules, kept, then mailed to
// the operator and (when the show's studio has an account) the artist.
import { enquiryProblems, type Enquiry } from '@kala/shared/exhibitions';
import type { ImageSet } from '@kala/shared/contracts/media';
import { EXHIBITION_CODED } from '@kala/shared/contracts/exhibitions/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import { badRequest } from '../../lib/http-error';
import type { Mail, Mailer } from '../mail/mailer';
import type { Storage } from '../media/storage';
import { mainPicture } from './exhibitions';

export interface EnquiryDeps {
  db: Db;
  mailer: Mailer;
  storage: Storage;
  operatorEmail: string;
  /** Absolute origin for the link to the show in the mail ('' keeps it relative). */
  publicUrl: string;
  log: FastifyBaseLogger;
}

function enquiryMail(to: string, e: Enquiry, showLink: string | null): Mail {
  return {
    to,
    subject: `Buying enquiry: ${e.art || 'an exhibited work'}${e.artist ? ` by ${e.artist}` : ''}`,
    text: [
      `${e.name} asks about ${e.art ? `"${e.art}"` : 'an exhibited work'}${e.artist ? ` by ${e.artist}` : ''}.`,
      '',
      e.message.trim(),
      '',
      `Email: ${e.email.trim()}`,
      `Phone: ${e.phone.trim()}`,
      ...(e.artImage ? [`Image: ${e.artImage}`] : []),
      ...(showLink ? [`Exhibition: ${showLink}`] : []),
    ].join('\n'),
  };
}

interface ShownWork {
  id: string;
  slug: string;
  artist_name: string;
  artist_email: string | null;
  title: string | null;
  image: ImageSet | null;
}

/**
 * The work asked about as the server knows it: its show's artist, its title and its picture's address. What
 * the client sent for them is only believed as words: a mail from us carries no link a client chose.
 */
async function askedAbout(deps: EnquiryDeps, e: Enquiry): Promise<{ show: ShownWork | null; art: string; artist: string; artImage: string }> {
  const show = e.exhibition
    ? await deps.db.one<ShownWork>(
        `select e.id, e.slug, e.artist_name, u.email as artist_email, i.title, i.image
           from exhibitions e left join users u on u.id = e.artist_id
           left join lateral (select title, image from exhibition_items where exhibition_id = e.id and title = $2 order by position limit 1) i on true
          where e.slug = $1 and e.published`,
        [e.exhibition, e.art],
      )
    : null;
  if (!show) return { show, art: e.art, artist: e.artist, artImage: '' };
  const picture = show.image ? mainPicture(deps.storage, show.image) : '';
  return { show, art: show.title ?? '', artist: show.artist_name, artImage: picture.startsWith('/') ? `${deps.publicUrl}${picture}` : picture };
}

/** Stores the enquiry and mails it; a bad field answers 400 with its message and stores nothing. */
export async function sendEnquiry(deps: EnquiryDeps, asked: Enquiry): Promise<void> {
  const problem = enquiryProblems(asked)[0];
  if (problem) throw badRequest(EXHIBITION_CODED[problem.key]);
  const { show, ...work } = await askedAbout(deps, asked);
  const e = { ...asked, ...work };
  await deps.db.query(
    'insert into exhibition_enquiries (exhibition_id, name, email, phone, message, art, artist, art_image) values ($1, $2, $3, $4, $5, $6, $7, $8)',
    [show?.id ?? null, e.name.trim(), e.email.trim(), e.phone.trim(), e.message.trim(), e.art, e.artist, e.artImage],
  );
  const link = show ? `${deps.publicUrl}/exhibition-${show.slug}` : null;
  const recipients = [deps.operatorEmail, show?.artist_email].filter((to): to is string => !!to);
  // The enquiry is kept whatever happens to the mail: the operator can still answer it.
  await Promise.all(recipients.map((to) => deps.mailer.send(enquiryMail(to, e, link)).catch((err: unknown) => deps.log.error({ err, to }, 'enquiry mail failed'))));
}
