export const session = { user: null as string | null };
