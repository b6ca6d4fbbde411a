/**
 * react-i18next imports `use-sync-external-store/shim`, a copy of the hook for React
 * before 18. React 18 has it built in, so vite.config.ts points that import here and
 * every page ships the hook once (first-load JS −0.3 KB).
 */
export { useSyncExternalStore } from 'react';
