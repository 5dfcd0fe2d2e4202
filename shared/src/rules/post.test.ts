import { MSG } from '../messages';
import { checkPost, linkify, videoIdOf } from './post';

describe('post rules (spec §5)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://vimeo.com/12345678901', null],
    ['https://evil.example/watch?v=dQw4w9WgXcQ', null],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ', null],
    ['not a link', null],
  ])('finds the 11-character video id of %s', (link, id) => {
    expect(videoIdOf(link)).toBe(id);
  });

  it('checks text, then both media, then the link, then the picture size', () => {
    expect(checkPost({ post: '  ' })?.message).toBe(MSG.postTextRequired);
    expect(checkPost({ post: 'x', imageBytes: 10, youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' })?.message).toBe(MSG.postImageOrVideo);
    expect(checkPost({ post: 'x', youtubeUrl: 'https://vimeo.com/1' })?.message).toBe(MSG.invalidYoutubeUrl);
    expect(checkPost({ post: 'x', imageBytes: 5 * 1024 * 1024 })?.message).toBe('Attached image must be less than 5 MB');
    expect(checkPost({ post: 'x', imageBytes: 5 * 1024 * 1024 - 1 })).toBeNull();
    expect(checkPost({ post: 'x', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' })).toBeNull();
  });

  it('turns only web links into links, leaving punctuation and markup as text', () => {
    expect(linkify('See https://kala.test/a?b=1. <b>x</b> ftp://no')).toEqual([
      { text: 'See ' },
      { text: 'https://kala.test/a?b=1', href: 'https://kala.test/a?b=1' },
      { text: '. <b>x</b> ftp://no' },
    ]);
  });
});
