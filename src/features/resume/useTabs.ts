import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select (both axes, since on a phone
 * the row wraps two by two), Home/End jump to the ends.
 * `chosen` turns true once the visitor has selected another tab.
 */
export function useTabs<Key extends string>(keys: readonly Key[], initial: Key) {
  const [{ selected, chosen }, setState] = useState({ selected: initial, chosen: false });
  const tabRefs = useRef(new Map<Key, HTMLButtonElement>());

  // The selected tab again changes nothing: its panel stays as it is.
  const setSelected = (key: Key) =>
    setState((state) => (key === state.selected ? state : { selected: key, chosen: true }));
  const select = (key: Key) => {
    setSelected(key);
    tabRefs.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = keys.indexOf(selected);
    const last = keys.length - 1;
    const target: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowRight: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(keys[next] as Key);
  };

  const register = (key: Key) => (element: HTMLButtonElement | null) => {
    if (element) tabRefs.current.set(key, element);
    else tabRefs.current.delete(key);
  };

  return { selected, chosen, setSelected, onKeyDown, register };
}
