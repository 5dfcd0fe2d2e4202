import { session } from '../stores/session';
import { fakeNetwork } from '../testing';
import type { User } from '../contracts/people';
import { createClient } from './client';

// The page as the server writes it for a visitor: answers to its first requests, by their whole address.
document.body.innerHTML = `<script type="application/json" id="kala-data">${JSON.stringify({
  '/api/product/rain?x=1': { status: 200, body: { status: 'success', message: { name: 'Rain' } } },
  '/api/product/gone': { status: 404, body: { status: 'error', message: 'This artwork is no longer available' } },
  '/api/categories': { status: 200, body: { status: 'success', message: [] } },
})}</script>`;

function client() {
  const api = createClient('/api');
  const sent = fakeNetwork(() => ({ status: 200, body: { status: 'success', message: 'from the server' } }), [api]);
  return { api, sent };
}

afterEach(() => session.logout());

describe("a page's first answers read at once (a query's initialData)", () => {
  it('gives the answer at once and only once; the same request afterwards asks the server', async () => {
    const { api, sent } = client();
    const message = (data: { message: unknown }) => data.message;
    expect(api.early('/product/rain', message, { params: { x: 1 } })).toEqual({ name: 'Rain' });
    expect(api.early('/product/rain', message, { params: { x: 1 } })).toBeUndefined();
    await expect(api.get('/product/rain', { params: { x: 1 } })).resolves.toMatchObject({ data: { message: 'from the server' } });
    expect(sent).toHaveLength(1);
  });

  it('leaves a failed answer to the request, which fails with its message without asking the server', async () => {
    const { api, sent } = client();
    expect(api.early('/product/gone', String)).toBeUndefined();
    await expect(api.get('/product/gone')).rejects.toMatchObject({ message: 'This artwork is no longer available', httpStatus: 404 });
    expect(sent).toHaveLength(0);
  });

  it("does not give a visitor's answer to a signed-in viewer", async () => {
    session.login('abc', { _id: '1', id: '1', name: 'A', slug: 'a', role: 21 } as User);
    const { api, sent } = client();
    expect(api.early('/categories', String)).toBeUndefined();
    await api.get('/categories');
    expect(sent).toHaveLength(1);
  });
});
