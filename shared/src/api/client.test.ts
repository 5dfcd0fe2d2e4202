import { MSG } from '../messages';
import { session } from '../stores/session';
import { fakeNetwork } from '../testing';
import type { User } from '../types';
import { ApiError, createClient } from './client';

/** A client whose transport answers with the given status and body; `sent` lists what went out. */
function clientAnswering(httpStatus: number, body: unknown) {
  const client = createClient('/api');
  const sent = fakeNetwork(() => ({ status: httpStatus, body }), [client]);
  return { client, sent };
}

afterEach(() => session.logout());

describe('api client envelope', () => {
  it('resolves a success envelope', async () => {
    const { client } = clientAnswering(200, { status: 'success', message: [1, 2] });
    await expect(client.get('/x')).resolves.toMatchObject({ data: { status: 'success', message: [1, 2] } });
  });

  it('throws the server message when the status is not success, even on HTTP 200', async () => {
    const { client } = clientAnswering(200, { status: 'followed', message: 'Already' });
    await expect(client.get('/x')).rejects.toMatchObject({ message: 'Already', status: 'followed' });
  });

  it('turns an HTTP error envelope into an ApiError with every message of a list', async () => {
    const { client } = clientAnswering(400, { status: 'validate-error', message: ['a', 'b'] });
    const error = (await client.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe('validate-error');
    expect(error.message).toBe('a');
    expect(error.messages).toEqual(['a', 'b']);
  });

  it("refuses an authenticated call without a token with 'Please login first' and sends nothing", async () => {
    const { client, sent } = clientAnswering(200, { status: 'success' });
    await expect(client.get('/secure', { requireAuth: true })).rejects.toMatchObject({ message: MSG.pleaseLoginFirst });
    expect(sent).toHaveLength(0);
  });

  it('sends the JWT header when logged in', async () => {
    session.login('abc', { _id: '1', id: '1', name: 'A', slug: 'a', role: 21 } as User);
    const { client, sent } = clientAnswering(200, { status: 'success' });
    await client.get('/secure', { requireAuth: true });
    expect(sent[0].headers.Authorization).toBe('JWT abc');
  });
});
