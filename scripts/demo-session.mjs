// The measuring scripts' signed-in visitor: the demo buyer (DEMO_EMAIL/DEMO_PASSWORD to choose another),
// logged in through a running app's API.
/** The login's answer on `base` ({ token, user }), with the header that carries its token. */
export async function demoLogin(base) {
  const email = process.env.DEMO_EMAIL ?? 'demo.buyer@kala.test';
  const res = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: process.env.DEMO_PASSWORD ?? 'demo1234' }) });
  const answer = await res.json();
  if (!answer.token) throw new Error(`login as ${email} on ${base} failed: ${JSON.stringify(answer)}`);
  return { ...answer, auth: { headers: { authorization: `JWT ${answer.token}` } } };
}
