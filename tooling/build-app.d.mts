/** Builds the app in `cwd` with `env` added; answers the exit status (0 when built). See build-app.mjs. */
export function buildApp(cwd: string, env?: Record<string, string>): number;
