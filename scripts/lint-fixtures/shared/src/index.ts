// The singleton's entry: its files import one another relatively.
export { session } from './stores/session';
export { greeting } from './ui/greeting';
export { selfish } from './ui/self-import';
export { token } from './ok';
