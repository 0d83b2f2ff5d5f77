import { type Dispatch, type SetStateAction, useState } from 'react';

/**
 * Local state that starts as `source` and is reset to it whenever `source` changes (e.g. a search box that edits
 * the URL's query and follows it on back/forward). The reset happens during render, not in an effect: an effect
 * runs after paint, so the mount's own sync could land after the first keystrokes and wipe them.
 */
export function useStateFollowing<T>(source: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(source);
  const [followed, setFollowed] = useState(source);
  if (!Object.is(source, followed)) {
    setFollowed(source);
    setValue(source);
  }
  return [value, setValue];
}
