import { useSyncExternalStore } from 'react';
import { currentTheme, subscribeToTheme, type Theme } from './theme-store.ts';

/**
 * The theme the page shows, following every change; null in the prerendered HTML and while
 * hydrating, which cannot know the visitor's theme (React does not patch attributes that differ
 * from the server's HTML): the real value comes right after hydration.
 */
export function useTheme(): Theme | null {
  return useSyncExternalStore(subscribeToTheme, currentTheme, () => null);
}
