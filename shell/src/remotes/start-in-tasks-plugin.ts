// A remote's start in tasks of its own (ADR 0031). Without it, the task in which the remote's entry arrived
// also shared the entry's scope with the shell's and asked for its exposed module's chunks (11–19 ms of a fast
// machine's main thread, ten times that on a slow phone), and the task in which the last chunk arrived also
// ran the module. The shell's federation instance waits a task before each of those steps.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../next-task';

export const startInTasksPlugin: ModuleFederationRuntimePlugin = {
  name: 'kala-remote-start-in-tasks',
  beforeInitContainer: async (args) => {
    await nextTask();
    return args;
  },
  beforeGetExpose: nextTask,
  beforeExecuteFactory: nextTask,
};
