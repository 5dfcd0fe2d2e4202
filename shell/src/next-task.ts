/** The end of a task: the browser may paint and take input before the next step (ADR 0031). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
