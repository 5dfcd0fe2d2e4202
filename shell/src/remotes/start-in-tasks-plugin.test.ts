import { startInTasksPlugin } from './start-in-tasks-plugin';

type Step = (args: unknown) => unknown;
const steps = { beforeInitContainer: startInTasksPlugin.beforeInitContainer, beforeGetExpose: startInTasksPlugin.beforeGetExpose, beforeExecuteFactory: startInTasksPlugin.beforeExecuteFactory } as Record<string, Step | undefined>;
const microtasks = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
const aTask = () => new Promise((resolve) => setTimeout(resolve));

test.each(Object.keys(steps))('%s lets the runtime go on only in a later task', async (name) => {
  const step = steps[name];
  expect(step).toBeInstanceOf(Function);
  let settled = false;
  void Promise.resolve(step!({ id: 'mf-catalogue/app' })).then(() => (settled = true));
  await microtasks();
  expect(settled).toBe(false);
  await aTask();
  await microtasks();
  expect(settled).toBe(true);
});

test("the container's options go on unchanged", async () => {
  const args = { shareScope: {}, initScope: [] };
  await expect(steps.beforeInitContainer!(args)).resolves.toBe(args);
});
