// `@kala/shared/controls`: page controls only remotes' pages use (tabs, a labelled select, Read More, a slider's
// arrow). Not in the shared singleton, so the shell's first paint never carries them; each remote bundles what
// it uses.
export { SubNav, type SubNavItem, type SubNavProps } from './sub-nav';
export { SelectField, type SelectFieldProps } from './select-field';
export { ReadMore, type ReadMoreProps } from './read-more';
export { Chevron } from './chevron';
