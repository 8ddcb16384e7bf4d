/**
 * The pages whose code is still on its way (lazyPage). React Router updates in a transition, so a
 * navigation keeps the old page on screen until the new one's chunk has arrived — with nothing to
 * say a click was taken; the layout shows a bar while any page load is pending (PageLoadBar).
 */
let pending = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const pageLoads = {
  /** Counts `load` as pending until it settles; answers it unchanged. */
  track: <T>(load: Promise<T>): Promise<T> => {
    pending++;
    changed();
    return load.finally(() => {
      pending--;
      changed();
    });
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isLoading: (): boolean => pending > 0,
};
