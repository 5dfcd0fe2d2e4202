import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, renderWithProviders } from '@kala/shared/testing';
import { SoundToggle } from './sound-toggle';
import '../i18n/exhibitions-i18n';

/** jsdom plays nothing: play() waits on a promise the test settles, pause() rejects it as a browser does. */
function fakeAudio() {
  const loading = deferred<void>();
  const state = { paused: true };
  jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => state.paused);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
    state.paused = false;
    return loading.promise;
  });
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {
    state.paused = true;
    loading.reject(new DOMException('The play() request was interrupted by a call to pause().', 'AbortError'));
  });
  return { loading, pause, state };
}

afterEach(() => jest.restoreAllMocks());

it('says what a press does, and a second tap while the audio loads turns it off', async () => {
  const user = userEvent.setup();
  const audio = fakeAudio();
  renderWithProviders(<SoundToggle src="/media/show.mp3" />);
  await user.click(screen.getByRole('button', { name: 'Sound on' }));
  // Still loading: the button already offers to turn it off.
  await user.click(screen.getByRole('button', { name: 'Sound off' }));
  expect(audio.pause).toHaveBeenCalled();
  await act(async () => {
    await audio.loading.promise.catch(() => undefined);
  });
  expect(screen.getByRole('button', { name: 'Sound on' })).toBeVisible();
  expect(audio.state.paused).toBe(true);
});

it('goes back to off when the browser refuses to play', async () => {
  const user = userEvent.setup();
  const audio = fakeAudio();
  renderWithProviders(<SoundToggle src="/media/show.mp3" />);
  await user.click(screen.getByRole('button', { name: 'Sound on' }));
  audio.state.paused = true;
  await act(async () => {
    audio.loading.reject(new DOMException('not allowed', 'NotAllowedError'));
    await audio.loading.promise.catch(() => undefined);
  });
  expect(screen.getByRole('button', { name: 'Sound on' })).toBeVisible();
});
