import { ROUTES, ROUTE_TABLE, artworkPath, matchRoute, ownerOfPath, pathTo, profilePath, routeNamesOf, routeOfPath } from './paths';

test('every route of the spec has one path and one owner', () => {
  const paths = Object.values(ROUTES);
  expect(new Set(paths).size).toBe(paths.length);
  expect(ROUTES.gallery).toBe('/gallery/:cat');
  expect(ROUTE_TABLE.cart.owner).toBe('mf_commerce');
  expect(routeNamesOf('mf_messaging')).toEqual(['inbox', 'messages']);
});

test('pathTo fills and encodes the parameters', () => {
  expect(pathTo('upload')).toBe('/upload');
  expect(pathTo('gallery', { cat: 'all' })).toBe('/gallery/all');
  expect(pathTo('search', { term: 'red & gold' })).toBe('/search/red%20%26%20gold');
  expect(pathTo('artworkEdit', { slug: 'a/b' })).toBe('/artwork/a%2Fb/edit');
  expect(pathTo('exhibition', { slug: 'spring' })).toBe('/exhibition-spring');
  expect(pathTo('getStudio', { slug: 'asha' })).toBe('/asha/get-studio');
});

test('artworks and people link by role, encoded', () => {
  expect(artworkPath({ slug: 'dawn', author: { role: 11 } })).toBe('/artwork/dawn');
  expect(artworkPath({ slug: 'dawn at ē', author: { role: 21 } })).toBe('/art/dawn%20at%20%C4%93');
  expect(profilePath({ slug: 'sita', role: 12 })).toBe('/studios/sita');
  expect(profilePath({ slug: 'ram?', role: 21 })).toBe('/user/ram%3F');
});

test('a partial segment matches by its prefix, with its parameter decoded', () => {
  expect(routeOfPath('/exhibition-spring')).toBe('exhibition');
  expect(routeOfPath('/exhibition-spring/')).toBe('exhibition');
  expect(routeOfPath('/exhibitions')).toBe('exhibitions');
  expect(routeOfPath('/exhibition-')).toBeNull();
  expect(routeOfPath('/exhibition-a/b')).toBeNull();
  expect(matchRoute([{ path: ROUTES.exhibition }], '/exhibition-spring%20show')?.params).toEqual({ slug: 'spring show' });
});

test('matchRoute picks the most specific route of any list, and reads its parameters', () => {
  const routes = [
    { name: 'profile', path: '/:slug/follows' },
    { name: 'studio', path: '/studio/:slug/likedArt' },
    { name: 'new', path: '/exhibitions/archive' },
    { name: 'list', path: '/exhibitions' },
  ];
  expect(matchRoute(routes, '/studio/asha/likedArt')?.route.name).toBe('studio');
  expect(matchRoute(routes, '/asha/follows')).toEqual({ route: routes[0], params: { slug: 'asha' } });
  expect(matchRoute(routes, '/exhibitions/archive')?.route.name).toBe('new');
  expect(matchRoute(routes, '/exhibitions/')?.route.name).toBe('list');
  expect(matchRoute(routes, '/a%ZZ/follows')?.params).toEqual({ slug: 'a%ZZ' });
  expect(matchRoute(routes, '/nowhere')).toBeNull();
});

describe('ownerOfPath (the server has no router)', () => {
  it('finds the owner of the most specific matching route', () => {
    expect(ownerOfPath('/')).toBe('mf_catalogue');
    expect(ownerOfPath('/gallery/all')).toBe('mf_catalogue');
    expect(ownerOfPath('/studios')).toBe('mf_catalogue');
    expect(ownerOfPath('/studios/asha')).toBe('mf_social');
    expect(ownerOfPath('/artwork/a-work/edit')).toBe('mf_catalogue');
    expect(ownerOfPath('/asha/followers')).toBe('mf_social');
    expect(ownerOfPath('/studio/asha/likedArt')).toBe('mf_catalogue');
    expect(ownerOfPath('/login')).toBe('shell');
    expect(ownerOfPath('/checkout/success')).toBe('mf_commerce');
    expect(ownerOfPath('/exhibition-spring')).toBe('mf_exhibitions');
    expect(ownerOfPath('/no/such/page/here')).toBeNull();
  });
});
