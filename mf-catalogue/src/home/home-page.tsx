// Placeholder: the issue 3 engineer replaces this file.
export function HomePage() {
  return null;
}
