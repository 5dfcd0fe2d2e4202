// `@kala/shared/testing`: the test kit of the shell and every remote. Tests only: nothing in the runtime
// entry (src/index.ts) imports it, so it never reaches a bundle.
export { fakeNetwork, offline, requests, type FakeHandler, type FakeReply, type FakeRequest } from './fake-network';
export { renderWithProviders, currentLocation, createTestQueryClient } from './render';
export { installDomFakes, enterViewport } from './dom';
export { loginAs, resetSession, snackTexts, deferred } from './session';
export { imageSet, makeArtwork, makeAuthor, makeUser } from './fixtures';
export { englishTexts, pseudoText, writePseudoLocale } from './pseudo-locale';
