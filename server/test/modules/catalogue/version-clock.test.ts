// The version read shared by the requests of one event-loop turn (version-clock.ts): fewer round trips,
// and never a read that was sent before a caller arrived (that read could miss a write the caller saw).
import { readPerTurn } from '../../../src/modules/catalogue/version-clock';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('readPerTurn', () => {
  it('sends one read for the callers of one turn, and they all get its answer', async () => {
    let reads = 0;
    const current = readPerTurn(async () => `v${++reads}`);
    const answers = await Promise.all([current(), current(), current()]);
    expect(answers).toEqual(['v1', 'v1', 'v1']);
    expect(reads).toBe(1);
  });

  it('sends a new read for a caller who comes after the last one was sent, even while it is still out', async () => {
    const sent: Array<(v: string) => void> = [];
    const current = readPerTurn(() => new Promise<string>((resolve) => sent.push(resolve)));
    const first = current();
    await nextTurn();
    expect(sent).toHaveLength(1);
    // The first read is out and unanswered: a write may have landed since it was sent.
    const second = current();
    await nextTurn();
    expect(sent).toHaveLength(2);
    sent[0]!('old');
    sent[1]!('new');
    expect(await first).toBe('old');
    expect(await second).toBe('new');
  });

  it('passes a failed read to that turn\'s callers only', async () => {
    let fail = true;
    const current = readPerTurn(async () => {
      if (fail) throw new Error('redis away');
      return 'v';
    });
    await expect(Promise.all([current(), current()])).rejects.toThrow('redis away');
    fail = false;
    await expect(current()).resolves.toBe('v');
  });
});
