// Profiles, follows and blocks (issue 10) in the composed app: follow a private studio, the artist
// approves from the notification and the follower sees the works; the artist removes a follower; block a
// user from their profile, who then cannot open the blocker's profile or works, nor follow or comment;
// unblock from /privacy.
import { expect, test, type APIRequestContext, type Page } from './kala-test';
import { newAccount, signedIn, tokenOf } from './helpers';

const PRIVATE_ARTIST = { email: 'anjali.karki@kala.test', slug: 'anjali-karki', name: 'Anjali Karki' };
const ARTIST = { email: 'demo.artist@kala.test', slug: 'aarati-shrestha', name: 'Aarati Shrestha' };

const social = (page: Page) => page.locator('[data-remote="mf-social"]');


const slugOf = async (request: APIRequestContext, token: string) =>
  ((await (await request.post('/auth/authenticate', { headers: { authorization: `JWT ${token}` } })).json()) as { user: { slug: string; _id: string } }).user;

test('follow a private studio: requested, approved from the notification, then the works show; the artist removes the follower', async ({ browser, request }) => {
  const name = `Kiran Fan ${Date.now().toString(36)}`;
  const fan = await signedIn(browser, await newAccount(request, name));
  await fan.goto(`/studios/${PRIVATE_ARTIST.slug}`);
  await expect(social(fan).getByRole('heading', { level: 1, name: PRIVATE_ARTIST.name })).toBeVisible();
  await expect(social(fan).getByText('This account is private')).toBeVisible();
  await expect(social(fan).getByRole('list', { name: 'Artworks' })).toHaveCount(0);
  await social(fan).getByRole('button', { name: 'Follow' }).click();
  await expect(social(fan).getByRole('button', { name: 'Requested' })).toBeVisible();

  const artist = await signedIn(browser, PRIVATE_ARTIST.email);
  await artist.goto('/notifications');
  const request_ = social(artist).getByRole('listitem').filter({ hasText: `${name} wants to follow you` });
  await request_.getByRole('button', { name: 'Approve' }).click();
  await expect(social(artist).getByText(`${name} wants to follow you`)).toHaveCount(0);

  await fan.reload();
  await expect(social(fan).getByRole('list', { name: 'Artworks' }).getByRole('link').first()).toBeVisible();
  await expect(social(fan).getByRole('button', { name: 'Following' })).toBeVisible();

  // The artist takes the follower away again from their followers page.
  await artist.goto(`/${PRIVATE_ARTIST.slug}/followers`);
  const row = social(artist).getByTestId('person-row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Remove' }).click();
  await artist.getByRole('dialog', { name: 'Remove follower' }).getByRole('button', { name: 'Remove' }).click();
  await expect(artist.getByText('Deleted follower')).toBeVisible();
  await expect(row).toHaveCount(0);

  await fan.reload();
  await expect(social(fan).getByText('This account is private')).toBeVisible();
  await expect(social(fan).getByRole('button', { name: 'Follow' })).toBeVisible();
});

test('block a user from their profile: they can no longer open your profile or works, follow or comment; unblock from /privacy', async ({ browser, request }) => {
  const pestEmail = await newAccount(request, `Pest ${Date.now().toString(36)}`);
  const pestToken = await tokenOf(request, pestEmail);
  const pest = await slugOf(request, pestToken);
  const artistToken = await tokenOf(request, ARTIST.email);
  const artistId = (await slugOf(request, artistToken))._id;
  const work = ((await (await request.get(`/api/user/gallery/${artistId}`)).json()) as { message: { _id: string; slug: string }[] }).message[0];

  const artist = await signedIn(browser, ARTIST.email);
  await artist.goto(`/user/${pest.slug}`);
  await social(artist).getByRole('button', { name: 'Block' }).click();
  await artist.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
  await expect(artist.getByText('User blocked successfully')).toBeVisible();
  await expect(social(artist).getByText('You have blocked this user.')).toBeVisible();

  const blocked = await signedIn(browser, pestEmail);
  await blocked.goto(`/studios/${ARTIST.slug}`);
  await expect(social(blocked).getByText('This profile is not available')).toBeVisible();
  await expect(social(blocked).getByRole('button', { name: 'Follow' })).toHaveCount(0);
  await blocked.goto(`/artwork/${work.slug}`);
  await expect(blocked.getByText('Sorry, the art is unavailable!')).toBeVisible();
  // The server refuses what the page no longer offers, with a clear error.
  const headers = { authorization: `JWT ${pestToken}` };
  const follow = await request.post('/api/secure/followartist', { headers, data: { artist: artistId } });
  expect(follow.status()).toBe(403);
  expect(await follow.json()).toMatchObject({ status: 'blocked' });
  const comment = await request.post('/api/v2/artwork/comment/new', { headers, data: { product: work._id, comment: 'hello' } });
  expect(comment.status()).toBe(403);

  await artist.goto('/privacy');
  await expect(social(artist).getByRole('heading', { name: 'BLOCKED USERS' })).toBeVisible();
  await expect(social(artist).getByText('You are currently blocking')).toBeVisible();
  const row = social(artist).getByTestId('person-row').filter({ hasText: 'Pest' });
  await row.getByRole('button', { name: 'Unblock' }).click();
  const dialog = artist.getByRole('dialog', { name: 'Unblock User' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(artist.getByText('Unblocked successfully')).toBeVisible();
  await expect(social(artist).getByText("You haven't blocked any users")).toBeVisible();

  await blocked.goto(`/studios/${ARTIST.slug}`);
  await expect(social(blocked).getByRole('button', { name: 'Follow' })).toBeVisible();
});
