/** One line of a menu: a link to a screen, an action, or a divider. */
export type MenuEntry =
  | { label: string; to: string }
  | { label: string; onClick: () => void }
  | { divider: true };
