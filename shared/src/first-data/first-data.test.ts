import { matchRoute } from '../routing/paths';
import { contractRoutes, withPublished } from '../routing/published';
import { FIRST_DATA, firstPicture, firstRequests, withFirstData } from './first-data';
import { DEFAULT_ORDER_BY } from '../constants';
import { CATEGORIES_URL, artworkUrl, listingQuery, withQuery } from './requests';

const set = (name: string) => ({ sizes: [{ fileName: name, width: 10, height: 10 }] });
const routes = withFirstData(contractRoutes());
const firstAt = (pathname: string) => {
  const match = matchRoute(routes, pathname)!;
  return { first: match.route.first!, params: match.params };
};

test("a route's first requests are the ones its page makes, with the path's parameters", () => {
  const gallery = firstAt('/gallery/oil%20paint');
  expect(firstRequests(gallery.first, gallery.params)).toEqual([withQuery(listingQuery({ store: false, cat: 'oil paint', orderby: DEFAULT_ORDER_BY, skip: 0 })), CATEGORIES_URL]);
  const work = firstAt('/art/a%2Fb');
  expect(firstRequests(work.first, work.params)).toEqual([artworkUrl('a/b')]);
  expect(matchRoute(routes, '/inbox')?.route.first).toBeUndefined();
});

test('the largest picture is found in the answers by its published path', () => {
  expect(firstPicture(FIRST_DATA.home!, [{ slides: [{ imageMain: set('slide') }] }])).toEqual(set('slide'));
  expect(firstPicture(FIRST_DATA.gallery!, [{ message: [{ image: set('first') }, { image: set('second') }] }])).toEqual(set('first'));
  expect(firstPicture(FIRST_DATA.gallery!, [{ message: [] }])).toBeUndefined();
  // The current exhibition's banner, else its listing picture.
  const shows = (current: object) => [{ message: [{ state: 'past', banner: set('old') }, { state: 'current', ...current }] }];
  expect(firstPicture(FIRST_DATA.exhibitions!, shows({ banner: set('banner'), listingThumb: set('thumb') }))).toEqual(set('banner'));
  expect(firstPicture(FIRST_DATA.exhibitions!, shows({ banner: null, listingThumb: set('thumb') }))).toEqual(set('thumb'));
  expect(firstPicture(FIRST_DATA.exhibitions!, [undefined])).toBeUndefined();
});

test("a deployed remote's routes are exactly those it published; one not deployed keeps the contract's", () => {
  const added = { name: 'archive', path: '/exhibitions/archive', owner: 'mf_exhibitions' };
  const live = withPublished(contractRoutes(), [{ owner: 'mf_exhibitions', routes: [added] }]);
  expect(matchRoute(live, '/exhibitions/archive')?.route).toBe(added);
  expect(matchRoute(live, '/exhibition-spring')).toBeNull();
  expect(matchRoute(live, '/cart')?.route.owner).toBe('mf_commerce');
});
