/** A navbar entry: a page link, or an action such as Sign Out. */
export type NavItem =
  | { kind: 'link'; label: string; to: string; end?: boolean }
  | { kind: 'action'; label: string; onSelect: () => void };
